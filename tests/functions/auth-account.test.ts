// The caller's own account through the API: first sign-in creates the user document with the free trial once,
// profile edits touch only the caller, and deletion erases everything but detached payment records.
import { getStorage } from 'firebase-admin/storage';
import { getApps } from 'firebase-admin/app';
import { describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  createAdmin,
  createUser,
  hostingUrl,
  PROJECT_ID,
  type TestUser,
} from './emulator';

const api = (user: TestUser, path: string, init: RequestInit = {}) =>
  fetch(`${hostingUrl()}/api/v1${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${user.idToken}`,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
const openSession = (user: TestUser) => api(user, '/account/session', { method: 'POST' });
const userDoc = (uid: string) => adminDb().collection('users').doc(uid).get();

describe('POST /api/v1/account/session', () => {
  it('creates the user document with 5 instant credits once, then records each sign-in', async () => {
    const user = await createUser('session');
    const first = await openSession(user);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ created: true });

    const created = (await userDoc(user.uid)).data()!;
    expect(created).toMatchObject({
      email: user.email,
      displayName: null,
      credits: { instant: 5, training: 0, generation: 0 },
      totalGenerations: 0,
      totalSpent: 0,
      role: 'user',
    });
    expect(created.createdAt.toMillis()).toBe(created.lastSignedIn.toMillis());

    await new Promise((resolve) => setTimeout(resolve, 20));
    // Parallel sign-ins (two tabs) must not grant twice.
    const again = await Promise.all([openSession(user), openSession(user)]);
    expect(await Promise.all(again.map((r) => r.json()))).toEqual([{ created: false }, { created: false }]);

    const after = (await userDoc(user.uid)).data()!;
    expect(after.credits.instant).toBe(5);
    expect(after.lastSignedIn.toMillis()).toBeGreaterThan(created.lastSignedIn.toMillis());
    const ledger = await adminDb().collection(`users/${user.uid}/ledger`).get();
    expect(ledger.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        kind: 'grant',
        unit: 'instant',
        amount: 5,
        balanceAfter: 5,
        ref: 'free_trial',
      }),
    ]);
  });

  it('grants the trial once even when the first sign-ins race', async () => {
    const user = await createUser('race');
    const results = await Promise.all([openSession(user), openSession(user), openSession(user)]);
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(bodies.filter((b) => b.created)).toHaveLength(1);
    expect((await userDoc(user.uid)).data()!.credits.instant).toBe(5);
  });

  it('mirrors the admin claim into role', async () => {
    const admin = await createAdmin();
    await openSession(admin);
    expect((await userDoc(admin.uid)).data()!.role).toBe('admin');
  });

  it('needs a signed-in caller', async () => {
    const res = await fetch(`${hostingUrl()}/api/v1/account/session`, { method: 'POST' });
    expect(res.status).toBe(401);
  });
});

describe('PATCH /api/v1/account', () => {
  it('changes the caller’s display name, trimmed, in Auth and Firestore, and nobody else’s', async () => {
    const [me, other] = await Promise.all([createUser('me'), createUser('other')]);
    await Promise.all([openSession(me), openSession(other)]);

    const res = await api(me, '/account', {
      method: 'PATCH',
      // A uid in the body is ignored: the API only ever acts on the token's uid.
      body: JSON.stringify({ displayName: '  김빛나  ', uid: other.uid }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ displayName: '김빛나' });
    expect((await userDoc(me.uid)).data()!.displayName).toBe('김빛나');
    expect((await adminAuth().getUser(me.uid)).displayName).toBe('김빛나');
    expect((await userDoc(other.uid)).data()!.displayName).toBeNull();
    expect((await adminAuth().getUser(other.uid)).displayName).toBeUndefined();
  });

  it.each([{ displayName: '   ' }, { displayName: 'x'.repeat(41) }, {}])(
    'rejects %j with 400',
    async (body) => {
      const user = await createUser('bad-name');
      const res = await api(user, '/account', {
        method: 'PATCH',
        body: JSON.stringify(body),
        headers: { 'accept-language': 'en' },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('request.invalid_field');
    },
  );
});

describe('DELETE /api/v1/account', () => {
  const bucket = () => getStorage(getApps()[0]).bucket(`${PROJECT_ID}.appspot.com`);
  const jobCollections = [
    'generations',
    'trainings',
    'instant_edits',
    'instant_generations',
    'analyses',
    'orders',
  ];

  async function seedOwnedData(uid: string) {
    const db = adminDb();
    for (const name of jobCollections) {
      await db.collection(name).add({ userId: uid, status: 'completed', createdAt: new Date() });
    }
    await db
      .collection('payments')
      .doc(`pay-${uid}`)
      .set({
        userId: uid,
        email: 'someone@example.com',
        customerName: '김빛나',
        orderId: `order-${uid}`,
        amount: 3900,
        status: 'CONFIRMED',
        createdAt: new Date(),
      });
    await db
      .collection('refunds')
      .doc(`refund-${uid}`)
      .set({
        userId: uid,
        by: uid,
        paymentKey: `pay-${uid}`,
        amount: 3900,
        createdAt: new Date(),
      });
    await bucket().file(`users/${uid}/uploads/a.jpg`).save(Buffer.from('jpeg'));
    await bucket().file(`users/${uid}/results/b.webp`).save(Buffer.from('webp'));
  }

  it('erases the user, ledger, jobs and files, keeps payments detached, and leaves others alone', async () => {
    const [me, other] = await Promise.all([createUser('delete-me'), createUser('keep-me')]);
    await Promise.all([openSession(me), openSession(other)]);
    await Promise.all([seedOwnedData(me.uid), seedOwnedData(other.uid)]);

    const res = await api(me, '/account', { method: 'DELETE' });
    expect(res.status).toBe(204);

    const db = adminDb();
    expect((await userDoc(me.uid)).exists).toBe(false);
    expect((await db.collection(`users/${me.uid}/ledger`).get()).empty).toBe(true);
    for (const name of jobCollections) {
      expect((await db.collection(name).where('userId', '==', me.uid).get()).size, name).toBe(0);
      expect((await db.collection(name).where('userId', '==', other.uid).get()).size, name).toBe(1);
    }
    const [myFiles] = await bucket().getFiles({ prefix: `users/${me.uid}/` });
    const [otherFiles] = await bucket().getFiles({ prefix: `users/${other.uid}/` });
    expect(myFiles).toHaveLength(0);
    expect(otherFiles).toHaveLength(2);

    const payment = (await db.collection('payments').doc(`pay-${me.uid}`).get()).data()!;
    expect(payment).toMatchObject({ orderId: `order-${me.uid}`, amount: 3900, status: 'CONFIRMED' });
    expect(payment.detachedAt).toBeTruthy();
    for (const field of ['userId', 'email', 'customerName']) expect(payment[field]).toBeUndefined();
    expect((await db.collection('payments').doc(`pay-${other.uid}`).get()).data()!.userId).toBe(other.uid);
    const refund = (await db.collection('refunds').doc(`refund-${me.uid}`).get()).data()!;
    expect(refund).toMatchObject({ paymentKey: `pay-${me.uid}`, amount: 3900 });
    expect(refund.userId).toBeUndefined();
    expect(refund.by).toBeUndefined();

    await expect(adminAuth().getUser(me.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await userDoc(other.uid)).exists).toBe(true);

    // The old token cannot bring the account back.
    expect((await openSession(me)).status).toBe(401);
    expect((await userDoc(me.uid)).exists).toBe(false);
  });
});
