// firestore.rules against the Firestore emulator: clients read only their own documents and the price
// list, and never write. One describe per collection, generated from the tables below.
//
// storage.rules has no suite: it denies every client request, and the Storage rules runtime cannot run on
// this machine (firebase-tools downloads it; there is no offline copy), so there is nothing to evaluate it
// with. The offline emulator launcher replaces it with a stand-in that denies every non-admin request,
// which is exactly what storage.rules says.
import { beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { firestoreOf, useRulesEnv } from './rules-env';

const ALICE = 'alice'; // owns the seeded documents
const BOB = 'bob'; // another signed-in user, who owns documents of his own
const CAROL = 'carol'; // a signed-in user with no documents yet, for creates
type Actor = typeof ALICE | typeof BOB | typeof CAROL | 'admin' | 'signed-out';

const rulesEnv = useRulesEnv();

function as(actor: Actor): Firestore {
  if (actor === 'signed-out') return firestoreOf(rulesEnv().unauthenticatedContext());
  // An admin custom claim must not open client writes either: admin work goes through functions.
  return firestoreOf(rulesEnv().authenticatedContext(actor, actor === 'admin' ? { admin: true } : {}));
}

async function seedDocs(docs: Record<string, DocumentData>): Promise<void> {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    const batch = writeBatch(db);
    for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
    await batch.commit();
  });
}

const createdAt = new Date('2025-01-02T03:04:05Z');

interface OwnedCollection {
  name: string;
  /** Path of a document owned by uid. */
  path: (uid: string) => string;
  data: (uid: string) => DocumentData;
  /** A list constrained to uid's documents, as the client queries it. */
  ownList: (db: Firestore, uid: string) => Query;
  /** Lists without an owner constraint: denied even for a user who owns documents in them. */
  unconstrained: (db: Firestore) => Query[];
  /** An update the owner would like to make. */
  patch: DocumentData;
}

/** A top-level collection whose documents carry userId. */
function byUserId(name: string): OwnedCollection {
  return {
    name,
    path: (uid) => `${name}/${uid}-1`,
    data: (uid) => ({ userId: uid, status: 'completed', createdAt }),
    ownList: (db, uid) =>
      query(collection(db, name), where('userId', '==', uid), orderBy('createdAt', 'desc'), limit(12)),
    unconstrained: (db) => [
      collection(db, name),
      query(collection(db, name), orderBy('createdAt', 'desc'), limit(12)),
      query(collection(db, name), where('status', '==', 'completed')),
    ],
    patch: { status: 'failed' },
  };
}

const OWNED: OwnedCollection[] = [
  {
    name: 'users',
    path: (uid) => `users/${uid}`,
    data: (uid) => ({
      displayName: uid,
      credits: { instant: 5, training: 0, generation: 0 },
      role: 'user',
      createdAt,
    }),
    ownList: (db, uid) => query(collection(db, 'users'), where(documentId(), '==', uid)),
    unconstrained: (db) => [
      collection(db, 'users'),
      query(collection(db, 'users'), where('role', '==', 'user')),
    ],
    patch: { 'credits.instant': 1000, role: 'admin' },
  },
  {
    name: 'users/{uid}/ledger',
    path: (uid) => `users/${uid}/ledger/grant-1`,
    data: (uid) => ({
      kind: 'grant',
      unit: 'instant',
      amount: 5,
      balanceAfter: 5,
      ref: `${uid}-trial`,
      createdAt,
    }),
    ownList: (db, uid) =>
      query(collection(db, 'users', uid, 'ledger'), orderBy('createdAt', 'desc'), limit(12)),
    unconstrained: (db) => [
      collectionGroup(db, 'ledger'),
      query(collectionGroup(db, 'ledger'), where('kind', '==', 'grant')),
    ],
    patch: { amount: 1000 },
  },
  ...[
    'orders',
    'payments',
    'trainings',
    'generations',
    'instant_edits',
    'instant_generations',
    'analyses',
  ].map(byUserId),
];

describe.each(OWNED)('$name', (c) => {
  beforeEach(async () => {
    await seedDocs({ [c.path(ALICE)]: c.data(ALICE), [c.path(BOB)]: c.data(BOB) });
  });

  it('lets the owner get their document', async () => {
    await assertSucceeds(getDoc(doc(as(ALICE), c.path(ALICE))));
  });

  it('lets the owner list their documents', async () => {
    const snap = await assertSucceeds(getDocs(c.ownList(as(ALICE), ALICE)));
    if (snap.docs.map((d) => d.ref.path).join() !== c.path(ALICE))
      throw new Error('listed the wrong documents');
  });

  it.each<[string, Actor]>([
    ['another user', BOB],
    ['a signed-out visitor', 'signed-out'],
  ])("denies %s the owner's document and list", async (_, actor) => {
    await assertFails(getDoc(doc(as(actor), c.path(ALICE))));
    await assertFails(getDocs(c.ownList(as(actor), ALICE)));
  });

  it('denies lists without the owner constraint, even to an owner', async () => {
    for (const q of c.unconstrained(as(ALICE))) await assertFails(getDocs(q));
  });

  const writes: [string, Actor, (db: Firestore) => Promise<unknown>][] = [
    ['create: own document', CAROL, (db) => setDoc(doc(db, c.path(CAROL)), c.data(CAROL))],
    ["create: another user's document", BOB, (db) => setDoc(doc(db, c.path(CAROL)), c.data(CAROL))],
    ['create: signed out', 'signed-out', (db) => setDoc(doc(db, c.path(CAROL)), c.data(CAROL))],
    ['update: own document', ALICE, (db) => updateDoc(doc(db, c.path(ALICE)), c.patch)],
    ['update: own document by overwriting', ALICE, (db) => setDoc(doc(db, c.path(ALICE)), c.data(ALICE))],
    ["update: another user's document", BOB, (db) => updateDoc(doc(db, c.path(ALICE)), c.patch)],
    ['update: signed out', 'signed-out', (db) => updateDoc(doc(db, c.path(ALICE)), c.patch)],
    ['update: admin claim', 'admin', (db) => updateDoc(doc(db, c.path(ALICE)), c.patch)],
    ['delete: own document', ALICE, (db) => deleteDoc(doc(db, c.path(ALICE)))],
    ["delete: another user's document", BOB, (db) => deleteDoc(doc(db, c.path(ALICE)))],
    ['delete: signed out', 'signed-out', (db) => deleteDoc(doc(db, c.path(ALICE)))],
  ];

  it.each(writes)('denies %s', async (_, actor, write) => {
    await assertFails(write(as(actor)));
  });
});

describe('pricing_config', () => {
  const MAIN = 'pricing_config/main';

  beforeEach(async () => {
    await seedDocs({ [MAIN]: { currency: 'KRW', packages: { instant: [], studio: [] } } });
  });

  it.each<Actor>(['signed-out', ALICE])('lets %s get and list it', async (actor) => {
    await assertSucceeds(getDoc(doc(as(actor), MAIN)));
    await assertSucceeds(getDocs(collection(as(actor), 'pricing_config')));
  });

  it.each<Actor>(['signed-out', ALICE, 'admin'])('denies %s every write', async (actor) => {
    const db = as(actor);
    await assertFails(setDoc(doc(db, 'pricing_config/other'), { currency: 'KRW' }));
    await assertFails(setDoc(doc(db, MAIN), { currency: 'KRW', packages: {} }));
    await assertFails(updateDoc(doc(db, MAIN), { currency: 'USD' }));
    await assertFails(deleteDoc(doc(db, MAIN)));
  });
});

// Webhook deliveries (events), refund records, the sandbox gateway's state, rate-limit counters (L4), instant
// uploads (private originals), training upload sessions (verdicts and descriptors) and any collection the rules do not name: no client access at all, even to a
// document that names the caller as its user.
describe.each([
  'events',
  'refunds',
  'sandbox_payments',
  'rate_limits',
  'instant_uploads',
  'training_uploads',
  'unknown_collection',
])('%s', (name) => {
  const path = `${name}/toss:${ALICE}`;

  beforeEach(async () => {
    await seedDocs({ [path]: { userId: ALICE, createdAt } });
  });

  it.each<Actor>([ALICE, 'admin', 'signed-out'])('denies %s every read and write', async (actor) => {
    const db = as(actor);
    await assertFails(getDoc(doc(db, path)));
    await assertFails(getDocs(collection(db, name)));
    await assertFails(getDocs(query(collection(db, name), where('userId', '==', actor))));
    await assertFails(setDoc(doc(db, `${name}/new`), { userId: actor }));
    await assertFails(updateDoc(doc(db, path), { createdAt }));
    await assertFails(deleteDoc(doc(db, path)));
  });
});
