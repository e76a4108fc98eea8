// Starts a fake provider HTTP server on a free loopback port. Fakes are real servers (house style: adapters are
// tested through their HTTP code), and every request is recorded so tests can check what an adapter sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenWhenFree } from './listen.mjs';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export type FakeHandler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Writes a JSON response: the usual shape of every provider API. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export async function startFakeServer(
  handler: FakeHandler,
  options: { port?: number } = {},
): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fake.local');
    let json: unknown;
    try {
      json = body.length ? JSON.parse(body.toString('utf8')) : undefined;
    } catch {
      json = undefined;
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      json,
    };
    requests.push(recorded);
    try {
      await handler(recorded, res);
    } catch (err) {
      if (!res.headersSent) sendJson(res, 500, { fakeServerError: String(err) });
      else res.end();
    }
    if (!res.writableEnded)
      sendJson(res, 404, { code: 'NOT_FOUND', message: `fake has no ${recorded.method} ${recorded.path}` });
  });
  await listenWhenFree(server, options.port);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
