// L7: the debug and test pages' API routes exist only in the emulators; errors never carry a stack trace.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../../tests/fixtures/serve';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
import { settings } from '../config';
import { errorResponseSchema } from '../contracts';
import { accountRoutes } from '../features/auth/auth.routes';
import { toolsRoutes } from '../features/tools/tools.routes';
import { providersFor } from '../providers';
import { createApp } from './app';
import { memoryRateLimiter } from './rate-limit';

async function serve(emulated: boolean) {
  const app = createApp(
    {
      verifyIdToken: async (token) => ({ uid: `u-${token}`, email: 'a@example.com' }),
      providers: () => ({ ...providersFor(settings()), emulated }),
      rateLimiter: memoryRateLimiter(),
    },
    [accountRoutes, toolsRoutes],
  );
  return serveApi(app);
}

let deployed: Awaited<ReturnType<typeof serve>>;
let emulator: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  [deployed, emulator] = await Promise.all([serve(false), serve(true)]);
});
afterAll(() => {
  deployed.close();
  emulator.close();
});

const signedIn = { authorization: 'Bearer alice' };
const DEBUG_ROUTES: [string, string][] = [
  ['GET', '/me'],
  ['GET', '/lightweight/test-prompts'],
  ['POST', '/lightweight/smart-crop'],
  ['POST', '/lightweight/optimize-character-reference'],
  ['POST', '/mask/character-reference-head'],
];

describe('debug routes', () => {
  it('L7 — deployed (not in the emulator), the debug and test routes answer 404', async () => {
    for (const [method, path] of DEBUG_ROUTES) {
      const res = await fetch(`${deployed.base}${path}`, { method, headers: signedIn });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(errorResponseSchema.parse(await res.json()).code).toBe('request.not_found');
    }
  });

  it('exist in the emulator', async () => {
    expect((await fetch(`${emulator.base}/me`, { headers: signedIn })).status).toBe(200);
    expect((await fetch(`${emulator.base}/lightweight/test-prompts`)).status).toBe(200);
  });

  it('L7 — error answers carry no stack trace or internals', async () => {
    const answers = [
      await fetch(`${deployed.base}/account`, {
        method: 'PATCH',
        headers: { ...signedIn, 'content-type': 'application/json' },
        body: '{"displayName":',
      }),
      await fetch(`${deployed.base}/auth/%E0%A4%A/start`),
      await fetch(`${deployed.base}/nowhere`),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      const body = await res.text();
      expect(Object.keys(JSON.parse(body)).sort()).toEqual(['code', 'detail']);
      expect(body).not.toMatch(/\s+at\s|node_modules|Error:/);
    }
  });
});
