// One request's files together stay under the contract's limit (Cloud Run refuses bodies over 32 MiB before our
// code runs): a request under the platform's limit but over ours is refused with our own message.
import { Router } from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../../tests/fixtures/serve';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), error: vi.fn() }));
import { settings } from '../config';
import { REQUEST_FILES_MAX_BYTES } from '../contracts';
import { providersFor } from '../providers';
import { createApp, type RouteModule } from './app';
import { memoryRateLimiter } from './rate-limit';
import { readUpload } from './upload';

const MB = 1024 * 1024;
const routes: RouteModule = () =>
  Router().post('/files', async (req, res, next) => {
    try {
      const up = await readUpload(req, { maxFileBytes: 20 * MB, maxFiles: 4 });
      res.json({ files: up.files.length });
    } catch (err) {
      next(err);
    }
  });

let base = '';
let close: () => void;
let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  ({ base, close } = await serveApi(
    createApp(
      {
        verifyIdToken: async () => ({ uid: 'u' }),
        providers: () => providersFor(settings()),
        rateLimiter: memoryRateLimiter(),
      },
      [routes],
    ),
  ));
});
afterAll(() => close());

/** A JPEG of `mb` megabytes (a real header, padded). */
const photoOf = (mb: number) => new Blob([new Uint8Array(Buffer.concat([jpeg, Buffer.alloc(mb * MB)]))]);

describe('the request limit for uploads', () => {
  it('takes files up to the limit together, and refuses more with our message', async () => {
    expect(REQUEST_FILES_MAX_BYTES).toBeLessThan(32 * MB);
    const under = new FormData();
    for (let i = 0; i < 2; i++) under.append('image', photoOf(14), `p${i}.jpg`);
    expect(await (await fetch(`${base}/files`, { method: 'POST', body: under })).json()).toEqual({
      files: 2,
    });

    const over = new FormData();
    for (let i = 0; i < 2; i++) over.append('image', photoOf(16), `p${i}.jpg`);
    const res = await fetch(`${base}/files`, {
      method: 'POST',
      body: over,
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      detail: 'The files sent at once can total 30 MB at most.',
      code: 'upload.request_too_large',
    });
  });
});
