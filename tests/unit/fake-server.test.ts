import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer, type FakeServer } from '../fakes/server';

describe('startFakeServer', () => {
  let fake: FakeServer | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it('serves the handler on a free port and records what it received', async () => {
    fake = await startFakeServer((req, res) => {
      if (req.path === '/v1/echo') sendJson(res, 201, { got: req.json, q: req.query.get('x') });
    });
    expect(fake.port).toBeGreaterThan(0);
    const res = await fetch(`${fake.url}/v1/echo?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Basic abc' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ got: { a: 1 }, q: '1' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers.authorization).toBe('Basic abc');
    expect(fake.requests[0]?.method).toBe('POST');
  });

  it('answers 404 for routes the handler ignores and 500 when it throws', async () => {
    fake = await startFakeServer((req) => {
      if (req.path === '/boom') throw new Error('kaput');
    });
    expect((await fetch(`${fake.url}/nothing`)).status).toBe(404);
    const boom = await fetch(`${fake.url}/boom`);
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ fakeServerError: 'Error: kaput' });
  });

  it('frees its port on close', async () => {
    const first = await startFakeServer(() => undefined);
    await first.close();
    await expect(fetch(`${first.url}/`)).rejects.toThrow();
  });
});
