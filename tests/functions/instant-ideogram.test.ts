// POST /instant/ideogram-edit pays like an instant edit when it reaches Ideogram: one instant credit per call
// through the credits surface, back when Ideogram fails, 402 at zero; the local engine stays free. The route
// runs in this process with the Ideogram adapter against the fake, its credits on the Firestore emulator.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/http/app';
import { memoryRateLimiter } from '../../functions/src/http/rate-limit';
import { ideogramEditRoutes } from '../../functions/src/features/idphoto/ideogram-edit.routes';
import { providersFor, type Providers } from '../../functions/src/providers';
import { ideogramEditor, localEditor, type PhotoEditor } from '../../functions/src/providers/ai';
import { settings } from '../../functions/src/config';
import { FAKE_IDEOGRAM_KEY, startFakeIdeogram, type FakeIdeogram } from '../fakes/ideogram';
import { imageForm, photo } from '../fixtures/images';
import { serveApi } from '../fixtures/serve';
import { adminDb } from './emulator';
import { createMember, ledger } from './payments-helpers';
import { userDoc } from './instant-helpers';

adminDb();

let ideogram: FakeIdeogram;
let editor: PhotoEditor;
let server: { base: string; close: () => void };
beforeAll(async () => {
  ideogram = await startFakeIdeogram();
  const providers = (): Providers => ({ ...providersFor(settings()), editor });
  server = await serveApi(
    createApp({ verifyIdToken: async (uid) => ({ uid }), providers, rateLimiter: memoryRateLimiter() }, [
      ideogramEditRoutes,
    ]),
  );
});
afterAll(async () => {
  server.close();
  await ideogram.close();
});

const mask = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

async function editAs(uid: string, prompt: string) {
  const res = await fetch(`${server.base}/instant/ideogram-edit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${uid}`, 'accept-language': 'ko' },
    body: imageForm({ image: photo('r_obama.jpg'), mask: await mask() }, { prompt }),
  });
  return { status: res.status, body: (await res.json()) as { code?: string; detail?: string } };
}

const instantEntries = async (uid: string) =>
  (await ledger(uid)).filter((e) => String(e.ref).startsWith('ideogram_')).map((e) => e.kind as string);

describe('POST /instant/ideogram-edit on Ideogram', () => {
  beforeAll(() => {
    editor = ideogramEditor({ apiKey: FAKE_IDEOGRAM_KEY, baseUrl: ideogram.url });
  });

  it('takes one instant credit for an edit Ideogram makes', async () => {
    const user = await createMember('ideogram-paid', 2);
    expect((await editAs(user.uid, 'a navy suit')).status).toBe(200);
    expect((await userDoc(user.uid)).credits.instant).toBe(1);
    expect(await instantEntries(user.uid)).toEqual(['consume']);
  }, 60_000);

  it('gives the credit back when Ideogram refuses', async () => {
    const user = await createMember('ideogram-busy', 1);
    const res = await editAs(user.uid, 'busy');
    expect([res.status, res.body.code]).toEqual([429, 'provider.quota']);
    expect((await userDoc(user.uid)).credits.instant).toBe(1);
    expect((await instantEntries(user.uid)).sort()).toEqual(['consume', 'refund']);
  }, 60_000);

  it('answers 402 at zero credits without calling Ideogram', async () => {
    const user = await createMember('ideogram-broke', 0);
    const before = ideogram.requests.length;
    const res = await editAs(user.uid, 'a navy suit');
    expect([res.status, res.body.code]).toEqual([402, 'instant.insufficient_credits']);
    expect(ideogram.requests.length).toBe(before);
  }, 60_000);
});

describe('POST /instant/ideogram-edit on the local engine', () => {
  beforeAll(() => {
    editor = localEditor();
  });

  it('is free', async () => {
    const user = await createMember('ideogram-local', 1);
    expect((await editAs(user.uid, 'a navy suit')).status).toBe(200);
    expect((await userDoc(user.uid)).credits.instant).toBe(1);
    expect(await instantEntries(user.uid)).toEqual([]);
  }, 60_000);
});
