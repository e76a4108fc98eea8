// Security review L4: per-user limits on order creation and provider calls, counted in Firestore so they hold
// across instances and functions. Through Hosting, as the browser calls them. N5: training photos are counted
// per photo, not per request.
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../functions/src/http/rate-limit';
import { brokenJpeg } from '../fixtures/images';
import { adminDb, hostingUrl } from './emulator';
import { bearer, createMember, returnUrls } from './payments-helpers';
import type { TestUser } from './emulator';
import { createTrainee, uploadPhotos } from './studio-helpers';

const requestOrder = (user: TestUser, language = 'ko') =>
  fetch(`${hostingUrl()}/api/v1/payments/request`, {
    method: 'POST',
    headers: bearer(user, { 'accept-language': language }),
    body: JSON.stringify({ packageId: 'instant_10', method: 'CARD', ...returnUrls }),
  });

describe('L4 — rate limits', () => {
  it('L4 — the order request over the limit gets 429 with a translated detail and Retry-After; another user is unaffected', async () => {
    const alice = await createMember('limited');
    const bob = await createMember('unlimited');
    for (let i = 0; i < RATE_LIMITS.orders.max; i++) {
      expect((await requestOrder(alice)).status).toBe(201);
    }
    const refused = await requestOrder(alice, 'ja');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.orders.windowSeconds);
    expect(await refused.json()).toEqual({
      detail: `リクエストが多すぎます。${retryAfter}秒後にもう一度お試しください。`,
      code: 'request.rate_limited',
    });
    const orders = await adminDb().collection('orders').where('userId', '==', alice.uid).get();
    expect(orders.size).toBe(RATE_LIMITS.orders.max);

    expect((await requestOrder(bob)).status).toBe(201);
    const counter = await adminDb().collection('rate_limits').doc(`orders_u_${alice.uid}`).get();
    expect(counter.get('count')).toBe(RATE_LIMITS.orders.max);
  });

  it('L4 — imaging calls are limited per user, in the imaging function', async () => {
    const carol = await createMember('imager');
    const dave = await createMember('imager2');
    // An empty form is refused by the route (400) after it is counted: no decoding needed to fill the window.
    const crop = (user: TestUser) =>
      fetch(`${hostingUrl()}/api/v1/lightweight/smart-crop`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.idToken}`, 'accept-language': 'en' },
        body: new FormData(),
      });
    // One at a time: the Functions emulator starts a process per concurrent request.
    for (let i = 0; i < RATE_LIMITS.imaging.max; i++) expect((await crop(carol)).status).toBe(400);
    const refused = await crop(carol);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).detail).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await crop(dave)).status).toBe(400);
  }, 120_000);

  it('N5 — training photos are counted per photo: after 15 requests of 10 photos, the 16th gets 429', async () => {
    const user = await createTrainee('per-photo');
    const files = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}.jpg`, brokenJpeg(i)]));
    const requests = RATE_LIMITS.studioUpload.max / 10;
    expect(requests).toBe(15);
    // Three sets of 50 photos (a session holds at most 50): every request is accepted and counts 10.
    const sessions: string[] = [];
    for (let i = 0; i < requests; i++) {
      const res = await uploadPhotos(user, files, sessions[i % 3]);
      expect(res.status).toBe(201);
      if (i < 3) sessions.push(res.body!.session_id as string);
    }
    const refused = await uploadPhotos(user, { 'one.jpg': brokenJpeg(99) }, sessions[0]);
    expect([refused.status, refused.body!.code]).toEqual([429, 'request.rate_limited']);
    expect(refused.res.headers.get('retry-after')).toMatch(/^\d+$/);
    const counter = await adminDb().collection('rate_limits').doc(`studio_upload_u_${user.uid}`).get();
    expect(counter.get('count')).toBe(RATE_LIMITS.studioUpload.max);
  }, 120_000);

  it('N5 — a request whose photos would go over the limit is refused whole, before any photo is checked', async () => {
    const user = await createTrainee('per-photo-over');
    const files = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}.jpg`, brokenJpeg(i)]));
    const first = await uploadPhotos(user, files);
    expect(first.status).toBe(201);
    const ref = adminDb().collection('rate_limits').doc(`studio_upload_u_${user.uid}`);
    // 145 used in this window: the next request's arrival takes it to 146, its 9 other photos would make 155.
    await ref.update({ count: RATE_LIMITS.studioUpload.max - 5 });
    const refused = await uploadPhotos(user, files, first.body!.session_id as string);
    expect([refused.status, refused.body!.code]).toEqual([429, 'request.rate_limited']);
    const session = await adminDb()
      .collection('training_uploads')
      .doc(first.body!.session_id as string)
      .get();
    expect(session.get('photos')).toHaveLength(10);
  }, 60_000);
});
