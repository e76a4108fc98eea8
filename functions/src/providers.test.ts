// The composition root's payment mode (review C1): payments fail closed. The sandbox serves only in the
// emulators or a demo- project that asks for it; Toss needs a matching key pair, and live keys outside the
// emulators unless PAYMENTS_TEST_MODE. The deployed route list is then driven with those providers: no
// emulator, so the routes that need a gateway must answer 503 before they touch Firestore.
import { describe, expect, it, vi } from 'vitest';
import { deployedSettings } from '../../tests/fixtures/deployed-settings';
import { serveRoutes } from '../../tests/fixtures/serve-routes';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
import { settings, type Settings } from './config';
import { describeProviders, paymentsModeFor, providersFor } from './providers';

const LIVE = { clientKey: 'live_ck_abcdefghijklmnop', secretKey: 'live_sk_abcdefghijklmnop' };
const TEST = { clientKey: 'test_ck_abcdefghijklmnop', secretKey: 'test_sk_abcdefghijklmnop' };

/** A deployed project: not emulated, Toss selected with the given keys (empty = missing or `unset`). */
function deployed(overrides: {
  provider?: 'sandbox' | 'toss';
  keys?: { clientKey: string; secretKey: string };
  allowSandbox?: boolean;
  testMode?: boolean;
  projectId?: string;
  emulated?: boolean;
}): Settings {
  return deployedSettings({
    providers: { payments: overrides.provider ?? 'toss' },
    payments: { allowSandbox: overrides.allowSandbox ?? false, testMode: overrides.testMode ?? false },
    toss: { ...settings().toss, ...(overrides.keys ?? { clientKey: '', secretKey: '' }) },
    emulated: overrides.emulated ?? false,
    projectId: overrides.projectId ?? 'bitna-prod',
  });
}

const mode = (o: Parameters<typeof deployed>[0]) => paymentsModeFor(deployed(o)).mode;

describe('C1 — payments fail closed', () => {
  it('C1 — a deployed project without Toss keys has no gateway, never the sandbox', () => {
    for (const provider of ['sandbox', 'toss'] as const) {
      const p = providersFor(deployed({ provider }));
      expect(p.paymentsMode).toBe('unavailable');
      expect(p.payments).toBeNull();
      expect(p.sandbox).toBeNull();
      expect(p.checkout).toBeNull();
    }
    // Half configured.
    expect(mode({ keys: { clientKey: LIVE.clientKey, secretKey: '' } })).toBe('unavailable');
    expect(mode({ keys: { clientKey: '', secretKey: LIVE.secretKey } })).toBe('unavailable');
    expect(describeProviders(deployed({})).problems).toContain(
      'PAYMENTS_PROVIDER=toss needs TOSS_SECRET_KEY and TOSS_CLIENT_KEY',
    );
  });

  it('C1 — Toss test keys are refused in production unless PAYMENTS_TEST_MODE=true', () => {
    expect(mode({ keys: TEST })).toBe('unavailable');
    expect(providersFor(deployed({ keys: TEST })).payments).toBeNull();
    expect(mode({ keys: TEST, testMode: true })).toBe('toss-test');
    expect(mode({ keys: LIVE })).toBe('toss-live');
    const live = providersFor(deployed({ keys: LIVE }));
    expect(live.payments?.name).toBe('toss');
    expect(live.checkout).toEqual({ provider: 'toss', clientKey: LIVE.clientKey });
    // Mixed or foreign keys are not a pair.
    expect(mode({ keys: { clientKey: TEST.clientKey, secretKey: LIVE.secretKey } })).toBe('unavailable');
    expect(mode({ keys: { clientKey: 'live_gck_abc', secretKey: LIVE.secretKey } })).toBe('unavailable');
    expect(mode({ keys: { clientKey: 'ck_abc', secretKey: 'sk_abc' }, testMode: true })).toBe('unavailable');
  });

  it('refuses a payment-widget key pair (gck/gsk), which the payment window does not take, and says so', () => {
    const widget = { clientKey: 'live_gck_abcdefghijklmnop', secretKey: 'live_gsk_abcdefghijklmnop' };
    expect(mode({ keys: widget })).toBe('unavailable');
    expect(mode({ keys: { clientKey: 'test_gck_abc', secretKey: 'test_gsk_abc' }, testMode: true })).toBe(
      'unavailable',
    );
    const problems = describeProviders(deployed({ keys: widget })).problems;
    expect(problems.filter((p) => !p.includes('AI provider'))).toEqual([
      expect.stringMatching(/payment-widget keys \(gck\/gsk\).*per-API keys \(ck\/sk\)/),
    ]);
  });

  it('C1 — the sandbox serves only in the emulators or a demo- project with ALLOW_SANDBOX_PAYMENTS', () => {
    expect(mode({ provider: 'sandbox', emulated: true, projectId: 'demo-bitna' })).toBe('sandbox');
    // The emulators keep a half-configured Toss on the sandbox, and accept test keys.
    expect(mode({ emulated: true, projectId: 'demo-bitna' })).toBe('sandbox');
    expect(mode({ keys: TEST, emulated: true, projectId: 'demo-bitna' })).toBe('toss-test');
    expect(mode({ provider: 'sandbox', allowSandbox: true, projectId: 'demo-bitna' })).toBe('sandbox');
    expect(mode({ provider: 'sandbox', allowSandbox: true, projectId: 'bitna-prod' })).toBe('unavailable');
    expect(mode({ provider: 'sandbox', allowSandbox: true, projectId: '' })).toBe('unavailable');
    expect(describeProviders(deployed({ provider: 'sandbox', allowSandbox: true })).problems).toContain(
      'ALLOW_SANDBOX_PAYMENTS=true is refused outside demo- projects',
    );
  });
});

describe('C1 — the deployed routes without a payment gateway', () => {
  const providers = providersFor(deployed({ provider: 'sandbox' }));
  const api = serveRoutes(() => providers, 'alice');
  const post = api.post;

  it('C1 — request and confirm answer 503 payments.unavailable, the sandbox checkout 404', async () => {
    const request = await post('/payments/request', {
      packageId: 'studio_value_30',
      successUrl: 'https://bitna.example/payment/success',
      failUrl: 'https://bitna.example/payment/fail',
    });
    expect(request.status).toBe(503);
    expect(await request.json()).toEqual({
      detail: '지금은 결제를 이용할 수 없어요. 잠시 후 다시 시도해주세요.',
      code: 'payments.unavailable',
    });
    const confirm = await post(
      '/payments/confirm',
      { paymentKey: 'sandbox_x', orderId: 'studio_1_abcdef', amount: 14900 },
      'en',
    );
    expect(confirm.status).toBe(503);
    expect(await confirm.json()).toEqual({
      detail: 'Payments are not available right now. Please try again later.',
      code: 'payments.unavailable',
    });
    expect((await fetch(`${api.base}/payments/config`)).status).toBe(503);
    expect((await post('/payments/sandbox/authorize', { orderId: 'studio_1_abcdef' })).status).toBe(404);
  });

  it('C1 — /health says the payments are unavailable, and nothing else about the set-up', async () => {
    expect(await (await fetch(`${api.base}/health`)).json()).toEqual({
      status: 'degraded',
      paymentsMode: 'unavailable',
      engines: { instant: 'unavailable', studio: 'unavailable' },
    });
  });
});
