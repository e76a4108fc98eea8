// Issue 22 item 7 (V12): no AI sold without AI. The instant presets and the studio fail closed like payments:
// a deployed project without an AI provider neither sells nor runs them (503 ai.unavailable), and the local
// engine stands in only in the emulators or a demo- project that opts in with ALLOW_LOCAL_ENGINE.
import { describe, expect, it } from 'vitest';
import { deployedSettings } from '../../tests/fixtures/deployed-settings';
import { serveRoutes } from '../../tests/fixtures/serve-routes';
import { settings, type Settings } from './config';
import { describeProviders, enginesFor, providersFor } from './providers';

/** A deployment: not emulated unless said, live Toss keys (payments work), AI providers as given. */
function deployed(o: {
  instant?: 'local' | 'gemini' | 'fal';
  studio?: 'local' | 'fal';
  allowLocalEngine?: boolean;
  projectId?: string;
  emulated?: boolean;
}): Settings {
  const defaults = settings();
  return deployedSettings({
    providers: { payments: 'toss', instant: o.instant ?? 'local', studio: o.studio ?? 'local' },
    toss: { ...defaults.toss, clientKey: 'live_ck_abcdefghijklmnop', secretKey: 'live_sk_abcdefghijklmnop' },
    gemini: { ...defaults.gemini, key: 'gemini-key' },
    fal: { ...defaults.fal, key: 'fal-key' },
    allowLocalEngine: o.allowLocalEngine ?? false,
    emulated: o.emulated ?? false,
    projectId: o.projectId ?? 'bitna-prod',
  });
}

const engines = (o: Parameters<typeof deployed>[0]) => enginesFor(deployed(o)).engines;

describe('item 7: the AI lines fail closed', () => {
  it('item 7: a deployed project without an AI provider sells neither line, and says why', () => {
    expect(engines({})).toEqual({ instant: 'unavailable', studio: 'unavailable' });
    expect(describeProviders(deployed({})).problems).toEqual([
      'no AI provider for the instant line: it is not sold (503 ai.unavailable)',
      'no AI provider for the studio line: it is not sold (503 ai.unavailable)',
    ]);
  });

  it('item 7: a configured provider serves its line as AI', () => {
    expect(engines({ instant: 'gemini', studio: 'fal' })).toEqual({ instant: 'ai', studio: 'ai' });
    expect(engines({ instant: 'fal' })).toEqual({ instant: 'ai', studio: 'unavailable' });
  });

  it('item 7: the local engine serves only in the emulators or a demo- project that opts in', () => {
    expect(engines({ emulated: true, projectId: 'demo-bitna' })).toEqual({
      instant: 'local',
      studio: 'local',
    });
    expect(engines({ allowLocalEngine: true, projectId: 'demo-bitna' })).toEqual({
      instant: 'local',
      studio: 'local',
    });
    expect(engines({ projectId: 'demo-bitna' })).toEqual({ instant: 'unavailable', studio: 'unavailable' });
    expect(engines({ allowLocalEngine: true })).toEqual({ instant: 'unavailable', studio: 'unavailable' });
    expect(describeProviders(deployed({ allowLocalEngine: true })).problems).toContain(
      'ALLOW_LOCAL_ENGINE=true is refused outside demo- projects',
    );
  });
});

describe('item 7: the routes of a deployment without AI', () => {
  const providers = providersFor(deployed({}));
  const api = serveRoutes(() => providers, 'bob');
  const post = api.post;

  it('item 7: refuse to start instant presets, trainings and generations with 503 ai.unavailable', async () => {
    const starts = [
      ['/instant/edit', { upload_id: 'u1', preset_id: 'resume' }],
      ['/training/start', { session_id: 's1', lora_name: 'Me', options: {} }],
      ['/generation/start', { training_id: 't1', prompt: 'ohwx person, portrait' }],
    ] as const;
    for (const [path, body] of starts) {
      const res = await post(path, body, 'en');
      expect([path, res.status]).toEqual([path, 503]);
      expect(await res.json()).toMatchObject({
        code: 'ai.unavailable',
        detail: expect.stringMatching(/not set up/),
      });
    }
  });

  it('item 7: refuse to sell (no order is created), though payments work', async () => {
    const res = await post('/payments/request', {
      packageId: 'studio_starter_10',
      successUrl: 'https://bitna.example/payment/success',
      failUrl: 'https://bitna.example/payment/fail',
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'ai.unavailable' });
  });

  it('item 7: /health tells the pages, before payment, that neither line is served', async () => {
    expect(await (await fetch(`${api.base}/health`)).json()).toMatchObject({
      engines: { instant: 'unavailable', studio: 'unavailable' },
    });
  });
});
