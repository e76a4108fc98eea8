// Shared steps of the payment suites: a user with a user document, an order, a sandbox authorization.
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, createUser, hostingUrl, type TestUser } from './emulator';

export const bearer = (user: TestUser, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${user.idToken}`,
  'content-type': 'application/json',
  ...extra,
});

export async function api(
  user: TestUser | null,
  method: string,
  path: string,
  body?: unknown,
  language = 'ko',
) {
  const res = await fetch(`${hostingUrl()}/api/v1${path}`, {
    method,
    headers: user ? bearer(user, { 'accept-language': language }) : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A signed-up user whose document exists as the accounts feature creates it, holding `credits` (none else). */
export async function memberWith(
  prefix: string,
  credits: Partial<Record<'instant' | 'training' | 'generation', number>>,
): Promise<TestUser> {
  const user = await createUser(prefix);
  await adminDb()
    .collection('users')
    .doc(user.uid)
    .set({
      email: user.email,
      credits: { instant: 0, training: 0, generation: 0, ...credits },
      totalSpent: 0,
      createdAt: FieldValue.serverTimestamp(),
    });
  return user;
}

/** A new member as sign-up leaves them (free trial included). */
export const createMember = (prefix = 'buyer', instant = 5) => memberWith(prefix, { instant });

/** PUBLIC_BASE_URL of the emulated functions (its default: the Hosting emulator's origin). */
export const PUBLIC_BASE_URL = 'http://127.0.0.1:5050';

export const returnUrls = {
  successUrl: `${PUBLIC_BASE_URL}/payment/success`,
  failUrl: `${PUBLIC_BASE_URL}/payment/fail`,
};

export async function order(user: TestUser, packageId = 'instant_10') {
  const res = await api(user, 'POST', '/payments/request', { packageId, method: 'CARD', ...returnUrls });
  if (res.status !== 201) throw new Error(`request failed: ${JSON.stringify(res.body)}`);
  return res.body as { orderId: string; amount: number; orderName: string };
}

/** What the sandbox checkout's pay button does. */
export async function authorize(user: TestUser, orderId: string) {
  const res = await api(user, 'POST', '/payments/sandbox/authorize', { orderId });
  if (res.status !== 200) throw new Error(`authorize failed: ${JSON.stringify(res.body)}`);
  return res.body as { paymentKey: string; amount: number };
}

export async function buy(user: TestUser, packageId = 'instant_10') {
  const { orderId, amount } = await order(user, packageId);
  const { paymentKey } = await authorize(user, orderId);
  const res = await api(user, 'POST', '/payments/confirm', { paymentKey, orderId, amount });
  if (res.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(res.body)}`);
  return { orderId, amount, paymentKey };
}

export async function balances(uid: string) {
  return (await adminDb().collection('users').doc(uid).get()).get('credits') as Record<string, number>;
}

export async function ledger(uid: string) {
  const snap = await adminDb().collection('users').doc(uid).collection('ledger').get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() })) as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}
