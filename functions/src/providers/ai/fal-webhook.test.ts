// The fal webhook verifier: Ed25519 over fal's JWKS (served by the fake fal), the 5-minute timestamp window and
// deliveries deduplicated by request id.
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkFalSignature,
  ed25519Keys,
  falSignedMessage,
  falWebhookVerifier,
  jwksSource,
  memoryDeliveryLedger,
} from './fal-webhook';
import { startFakeFal, type FakeFal } from '../../../../tests/fakes/fal';

let fake: FakeFal;
beforeAll(async () => {
  fake = await startFakeFal();
});
afterAll(() => fake.close());

const NOW = 1_800_000_000;
const body = (requestId = 'req-1') =>
  Buffer.from(
    JSON.stringify({
      request_id: requestId,
      gateway_request_id: requestId,
      status: 'OK',
      payload: { images: [{ url: 'https://v3.fal.media/files/x.png' }] },
    }),
  );
const verifier = (seen = memoryDeliveryLedger(), now = NOW * 1000) =>
  falWebhookVerifier({ keys: jwksSource(fake.jwksUrl).keys, seen, now: () => now });

describe('fal webhook verifier', () => {
  it('accepts a delivery signed by a key of the JWKS (padded x) within the window', async () => {
    const raw = body();
    const verdict = await verifier().verify(fake.sign(raw, { timestamp: NOW - 299 }), raw);
    expect(verdict).toMatchObject({ ok: true, requestId: 'req-1', body: { status: 'OK' } });
    const jwks = (await (await fetch(fake.jwksUrl)).json()) as { keys: Array<{ x: string }> };
    expect(jwks.keys[0]!.x.endsWith('=')).toBe(true);
  });

  it('refuses a bad signature: another key, a changed body, a changed header', async () => {
    const raw = body();
    const headers = fake.sign(raw, { timestamp: NOW });
    const other = generateKeyPairSync('ed25519').privateKey;
    const forged = sign(
      null,
      falSignedMessage('req-1', headers['x-fal-webhook-user-id']!, String(NOW), raw),
      other,
    );
    const v = verifier();
    expect(
      await v.verify({ ...headers, 'x-fal-webhook-signature': forged.toString('hex') }, raw),
    ).toMatchObject({
      ok: false,
      reason: 'bad_signature',
    });
    const tampered = Buffer.from(raw.toString().replace('x.png', 'y.png'));
    expect(await v.verify(headers, tampered)).toMatchObject({ ok: false, reason: 'bad_signature' });
    expect(await v.verify({ ...headers, 'x-fal-webhook-user-id': 'someone-else' }, raw)).toMatchObject({
      ok: false,
      reason: 'bad_signature',
    });
    expect(await v.verify({ ...headers, 'x-fal-webhook-signature': 'zz' }, raw)).toMatchObject({
      reason: 'bad_signature',
    });
  });

  it('refuses a stale or future timestamp (more than 300 s away)', async () => {
    const raw = body();
    const v = verifier();
    expect(await v.verify(fake.sign(raw, { timestamp: NOW - 301 }), raw)).toMatchObject({
      ok: false,
      reason: 'stale',
    });
    expect(await v.verify(fake.sign(raw, { timestamp: NOW + 301 }), raw)).toMatchObject({
      ok: false,
      reason: 'stale',
    });
    expect(
      await v.verify({ ...fake.sign(raw, { timestamp: NOW }), 'x-fal-webhook-timestamp': '1e9' }, raw),
    ).toMatchObject({
      reason: 'stale',
    });
  });

  it('reports a replayed delivery, and a retry of the same request, as a duplicate', async () => {
    const raw = body('req-replay');
    const headers = fake.sign(raw, { timestamp: NOW });
    const v = verifier();
    expect(await v.verify(headers, raw)).toMatchObject({ ok: true });
    expect(await v.verify(headers, raw)).toMatchObject({
      ok: false,
      reason: 'duplicate',
      requestId: 'req-replay',
    });
    // fal's own retry signs again with a new timestamp: still the same request, applied once.
    expect(await v.verify(fake.sign(raw, { timestamp: NOW + 60 }), raw)).toMatchObject({
      reason: 'duplicate',
    });
    // A refused delivery does not use up its request id.
    const other = body('req-later');
    expect(await v.verify(fake.sign(other, { timestamp: NOW - 999 }), other)).toMatchObject({
      reason: 'stale',
    });
    expect(await v.verify(fake.sign(other, { timestamp: NOW }), other)).toMatchObject({ ok: true });
  });

  it('refuses missing headers and a body whose request id differs from the signed one', async () => {
    const raw = body('req-a');
    const headers = fake.sign(raw, { timestamp: NOW });
    const { 'x-fal-webhook-signature': _dropped, ...unsigned } = headers;
    expect(await verifier().verify(unsigned, raw)).toMatchObject({ reason: 'missing_headers' });
    const signedAsB = fake.sign(raw, { timestamp: NOW, requestId: 'req-b' });
    expect(await verifier().verify(signedAsB, raw)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('names the job by the body’s request_id when the signed header carries the gateway id', async () => {
    const raw = Buffer.from(
      JSON.stringify({ request_id: 'queue-1', gateway_request_id: 'gateway-1', status: 'OK', payload: {} }),
    );
    const seen: string[] = [];
    const v = falWebhookVerifier({
      keys: jwksSource(fake.jwksUrl).keys,
      seen: { claim: (id) => (seen.includes(id) ? false : (seen.push(id), true)) },
      now: () => NOW * 1000,
    });
    expect(await v.verify(fake.sign(raw, { timestamp: NOW, requestId: 'gateway-1' }), raw)).toMatchObject({
      ok: true,
      requestId: 'queue-1',
    });
    expect(seen).toEqual(['queue-1']);
    // The same delivery signed under the queue id is the same request: a duplicate.
    expect(await v.verify(fake.sign(raw, { timestamp: NOW, requestId: 'queue-1' }), raw)).toMatchObject({
      reason: 'duplicate',
      requestId: 'queue-1',
    });
  });

  it('accepts a JWKS whose entries carry only x (no kty/crv), still as Ed25519 keys', async () => {
    fake.jwksXOnly = true;
    try {
      const jwks = (await (await fetch(fake.jwksUrl)).json()) as { keys: Array<Record<string, string>> };
      expect(Object.keys(jwks.keys[0]!)).toEqual(['x']);
      const raw = body('req-x-only');
      const fresh = falWebhookVerifier({
        keys: jwksSource(fake.jwksUrl).keys,
        seen: memoryDeliveryLedger(),
        now: () => NOW * 1000,
      });
      expect(await fresh.verify(fake.sign(raw, { timestamp: NOW }), raw)).toMatchObject({ ok: true });
      const forged = { ...fake.sign(raw, { timestamp: NOW }), 'x-fal-webhook-signature': '0'.repeat(128) };
      expect(await fresh.verify(forged, body('req-x-only-2'))).toMatchObject({ ok: false });
    } finally {
      fake.jwksXOnly = false;
    }
    const { keys } = (await (await fetch(fake.jwksUrl)).json()) as { keys: Array<{ x: string }> };
    const x = keys[0]!.x;
    expect(ed25519Keys({ keys: [{ x }] })).toHaveLength(1);
    expect(
      ed25519Keys({
        keys: [
          { kty: 'OKP', crv: 'X25519', x },
          { kty: 'EC', x },
        ],
      }),
    ).toHaveLength(0);
  });

  it('keeps ledger entries only as long as a replay could still pass the window', () => {
    let t = 0;
    const ledger = memoryDeliveryLedger(600_000, () => t);
    expect(ledger.claim('a')).toBe(true);
    t = 599_000;
    expect(ledger.claim('a')).toBe(false);
    t = 1_300_000;
    expect(ledger.claim('a')).toBe(true);
  });

  it('checks signatures without I/O, skipping keys that are not Ed25519', () => {
    const raw = body();
    const keys = ed25519Keys({
      keys: [
        { kty: 'RSA', x: 'AQAB' },
        { kty: 'OKP', crv: 'Ed25519', x: 'c2hvcnQ' },
      ],
    });
    expect(keys).toHaveLength(0);
    expect(
      checkFalSignature({ headers: fake.sign(raw, { timestamp: NOW }), rawBody: raw, keys, nowSeconds: NOW }),
    ).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refreshes the JWKS once when a signature fails (key rotation), at most every few minutes', async () => {
    let served = 0;
    const counting: typeof fetch = (input, init) => {
      served += 1;
      return fetch(input, init);
    };
    const source = jwksSource(fake.jwksUrl, { fetch: counting, minRefreshMs: 60_000 });
    const v = falWebhookVerifier({ keys: source.keys, seen: memoryDeliveryLedger(), now: () => NOW * 1000 });
    const raw = body('req-rot');
    const headers = fake.sign(raw, { timestamp: NOW });
    await v.verify({ ...headers, 'x-fal-webhook-signature': '0'.repeat(128) }, raw);
    await v.verify({ ...headers, 'x-fal-webhook-signature': '1'.repeat(128) }, raw);
    expect(served).toBe(1);
    expect(await v.verify(headers, raw)).toMatchObject({ ok: true });
  });
});
