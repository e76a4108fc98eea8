// Shared steps of the Gemini tools suites: the tools' routes served in this process with chosen adapters (none:
// the local engine and 503; or the real adapters against the fake Gemini), Firestore and Storage on the emulators.
import { createApp } from '../../functions/src/http/app';
import { memoryRateLimiter } from '../../functions/src/http/rate-limit';
import { geminiToolsRoutes } from '../../functions/src/features/tools/gemini.routes';
import { providersFor, type Providers } from '../../functions/src/providers';
import { geminiAnalyzer, geminiGenerator } from '../../functions/src/providers/ai';
import { settings } from '../../functions/src/config';
import { afterAll, beforeAll } from 'vitest';
import { FAKE_GEMINI_KEY, startFakeGemini, type FakeGemini } from '../fakes/gemini';
import { fakePort } from '../fakes/ports';
import { serveApi } from '../fixtures/serve';
import { adminDb } from './emulator';

export type Tools = Providers['geminiTools'];

export const NO_KEY: Tools = { analyzer: null, generator: null };

/** The real adapters against the fake Gemini (a wrong key: its API_KEY_INVALID answer). */
export const fakeGeminiTools = (baseUrl: string, apiKey = FAKE_GEMINI_KEY): Tools => ({
  analyzer: geminiAnalyzer({ apiKey, baseUrl, model: 'gemini-3.5-flash' }),
  generator: geminiGenerator({ apiKey, baseUrl, model: 'gemini-3.1-flash-image' }),
});

/** The routes on a local port; `tools()` picks the adapters per request. Tokens are the uid itself. */
export async function serveTools(tools: () => Tools) {
  const providers = (): Providers => ({ ...providersFor(settings()), geminiTools: tools() });
  const server = await serveApi(
    createApp({ verifyIdToken: async (uid) => ({ uid }), providers, rateLimiter: memoryRateLimiter() }, [
      geminiToolsRoutes,
    ]),
  );
  const call = async (uid: string, method: string, path: string, form?: FormData, language = 'ko') => {
    const res = await fetch(`${server.base}${path}`, {
      method,
      headers: { authorization: `Bearer ${uid}`, 'accept-language': language },
      body: form,
    });
    const json = (res.headers.get('content-type') ?? '').includes('json');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const body = json ? ((await res.json()) as Record<string, any>) : null;
    return { status: res.status, body, res };
  };
  return { call, close: server.close };
}

export interface ToolsSuite {
  gemini: FakeGemini;
  api: Awaited<ReturnType<typeof serveTools>>;
  /** The adapters the next requests use: NO_KEY until a block sets others. */
  tools: Tools;
}

/** A suite file's setup: the fake Gemini and the routes start before its tests and stop after them. */
export function setupToolsSuite(): ToolsSuite {
  const suite = { tools: NO_KEY } as ToolsSuite;
  beforeAll(async () => {
    suite.gemini = await startFakeGemini({ port: fakePort('gemini') });
    suite.api = await serveTools(() => suite.tools);
  });
  afterAll(async () => {
    suite.api.close();
    await suite.gemini.close();
  });
  return suite;
}

/** A multipart form with `images` repeated and text fields. */
export function imagesForm(field: string, images: Buffer[], fields: Record<string, string> = {}) {
  const form = new FormData();
  images.forEach((bytes, i) =>
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`),
  );
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** Gives `uid` a balance of `instant` credits (a user document as a purchase leaves it). */
export async function fund(uid: string, instant: number) {
  await adminDb()
    .collection('users')
    .doc(uid)
    .set({ credits: { instant, training: 0, generation: 0 } }, { merge: true });
}

/** The instant balance of `uid` and its tools ledger entries (kind and amount), oldest first. */
export async function toolsLedger(uid: string) {
  const user = adminDb().collection('users').doc(uid);
  const [doc, ledger] = await Promise.all([user.get(), user.collection('ledger').get()]);
  const entries = ledger.docs
    .map((d) => d.data() as { kind: string; amount: number; ref: string })
    .filter((e) => e.ref.startsWith('tools_'))
    .map((e) => `${e.kind} ${e.amount}`)
    .sort();
  return { instant: (doc.data()?.credits?.instant as number | undefined) ?? 0, entries };
}
