// The deployed route list with adapters injected through the app's dependencies: no environment variable,
// no emulator. Proves routes take their providers from `deps.providers()` and nothing else.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../tests/fixtures/serve';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
// Charging a paid edit needs Firestore: proven on the emulators (tests/functions/instant-ideogram.test.ts).
vi.mock('./features/instant/pay-for-call', () => ({
  payForCall: (_uid: string, _kind: string, call: () => Promise<unknown>) => call(),
}));
import { imageForm, photo } from '../../tests/fixtures/images';
import { createApp } from './http/app';
import { memoryRateLimiter } from './http/rate-limit';
import type { Providers } from './providers';
import { localInstantEditor, type PhotoEditor } from './providers/ai';
import type { PaymentGateway } from './providers/payments';
import { routes } from './routes';

const edits: string[] = [];
const editor: PhotoEditor = {
  name: 'ideogram',
  async edit(req) {
    edits.push(req.prompt);
    return { provider: 'ideogram', images: [{ url: 'https://images.example/edited.png' }] };
  },
};
const unused = () => Promise.reject(new Error('not called in these tests'));
const gateway: PaymentGateway = {
  name: 'toss',
  confirm: unused,
  getPayment: unused,
  findByOrderId: unused,
  cancel: unused,
};
const injected: Providers = {
  paymentsMode: 'toss-live',
  engines: { instant: 'local', studio: 'local' },
  payments: gateway,
  checkout: { provider: 'toss', clientKey: 'test_ck_injected' },
  sandbox: null,
  editor,
  instantEditor: localInstantEditor(),
  jobPort: () => localInstantEditor() as never,
  falWebhook: { port: () => ({}) as never, jwksUrl: 'https://fal.example/.well-known/jwks.json' },
  studioTrainer: {} as never,
  studioGenerator: {} as never,
  geminiTools: { analyzer: null, generator: null },
  social: () => null,
  publicBaseUrl: 'https://bitna.example',
  emulated: false,
  report: () => ({
    providers: { payments: 'toss', edit: 'ideogram', instant: 'local', studio: 'local', tools: 'local' },
    paymentsMode: 'toss-live',
    engines: { instant: 'local', studio: 'local' },
    social: { google: true, kakao: false, naver: false },
    tools: { analysis: 'local', imageGeneration: 'unavailable' },
    models: { geminiImage: 'gi', geminiText: 'gt', falInstant: 'fi', falTraining: 'ft', falGeneration: 'fg' },
    problems: [],
  }),
};

let base = '';
let close: () => void;
beforeAll(async () => {
  const app = createApp(
    {
      verifyIdToken: async (token) => ({ uid: `u-${token}` }),
      providers: () => injected,
      rateLimiter: memoryRateLimiter(),
    },
    routes,
  );
  ({ base, close } = await serveApi(app));
});
afterAll(() => close());

const signedIn = { authorization: 'Bearer alice' };

describe('routes with injected providers', () => {
  it('report and hand out the injected payment gateway', async () => {
    expect(await (await fetch(`${base}/payments/config`)).json()).toEqual(injected.checkout);
    expect(await (await fetch(`${base}/health`)).json()).toEqual({
      status: 'ok',
      paymentsMode: 'toss-live',
      engines: { instant: 'local', studio: 'local' },
    });
    // No sandbox among the providers: its checkout does not exist.
    const sandbox = await fetch(`${base}/payments/sandbox/authorize`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: 'instant_10_1_abcdef' }),
    });
    expect(sandbox.status).toBe(404);
  });

  it('edit with the injected editor', async () => {
    const mask = Buffer.from(
      await (
        await fetch(`${base}/mask/face-only`, {
          method: 'POST',
          headers: signedIn,
          body: imageForm({ file: photo('r_obama.jpg') }),
        })
      ).arrayBuffer(),
    );
    const res = await fetch(`${base}/instant/ideogram-edit`, {
      method: 'POST',
      headers: signedIn,
      body: imageForm({ image: photo('r_obama.jpg'), mask }, { prompt: 'injected prompt' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      provider: 'ideogram',
      image_url: 'https://images.example/edited.png',
    });
    expect(edits).toEqual(['injected prompt']);
  }, 60_000);

  it('turn social sign-in off when the providers have no adapter for it', async () => {
    const res = await fetch(`${base}/auth/kakao/start`, { redirect: 'manual' });
    expect(res.status).toBe(503);
  });
});
