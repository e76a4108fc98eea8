// The fake fal's storage (providers.md §2), served by fal.ts: rest.fal.ai's upload initiate (behind the key, and
// only for `storage_type=fal-cdn-v3`), the signed upload URL it hands out (a PUT without the key; only names
// initiated here are taken), and the CDN serving uploads and results under /files/ (no key either).
import type { ServerResponse } from 'node:http';
import { sendJson, type RecordedRequest } from './server';

/**
 * Every file the fake holds, by name: uploads, and the results jobs write. A file with `expiresAt` (the fake's
 * clock, ms) is gone after it, as fal's CDN drops files past their retention: 404 from then on.
 */
export type FakeUploads = Map<string, { type: string; data: Buffer; expiresAt?: number }>;

/** The file `name` if the fake still serves it at `now`. */
export const liveUpload = (uploads: FakeUploads, name: string, now: number) => {
  const file = uploads.get(name);
  return file && (file.expiresAt === undefined || now < file.expiresAt) ? file : undefined;
};

export function storageRoutes(uploads: FakeUploads, base: () => string, now: () => number = Date.now) {
  let counter = 0;

  /** The CDN and the signed upload URL, which take no key. Answers, and says so, when the request is theirs. */
  const serveUnsigned = (req: RecordedRequest, res: ServerResponse): boolean => {
    if (req.method === 'GET' && req.path.startsWith('/files/')) {
      const file = liveUpload(uploads, decodeURIComponent(req.path.slice('/files/'.length)), now());
      if (!file) sendJson(res, 404, { detail: 'File not found' });
      else {
        res.writeHead(200, { 'content-type': file.type });
        res.end(file.data);
      }
      return true;
    }
    if (req.method === 'PUT' && req.path.startsWith('/storage/put/')) {
      const name = decodeURIComponent(req.path.slice('/storage/put/'.length));
      if (!uploads.has(name)) sendJson(res, 403, { detail: 'Upload URL expired' });
      else {
        uploads.set(name, {
          type: String(req.headers['content-type'] ?? 'application/octet-stream'),
          data: req.body,
        });
        res.writeHead(200);
        res.end();
      }
      return true;
    }
    return false;
  };

  /** Upload initiate (the caller has checked the key). Answers, and says so, when the request is its. */
  const serveInitiate = (req: RecordedRequest, res: ServerResponse): boolean => {
    if (req.method !== 'POST' || req.path !== '/storage/upload/initiate') return false;
    const body = req.json as { content_type?: string; file_name?: string } | undefined;
    if (req.query.get('storage_type') !== 'fal-cdn-v3' || !body?.content_type) {
      sendJson(res, 422, {
        detail: [{ loc: ['body', 'content_type'], msg: 'field required', type: 'missing' }],
      });
      return true;
    }
    counter += 1;
    const name = `up-${counter}-${(body.file_name ?? 'file').replace(/[^\w.-]/g, '_')}`;
    // Empty until the PUT: an image URL whose upload never arrived is not downloadable.
    uploads.set(name, { type: body.content_type, data: Buffer.alloc(0) });
    sendJson(res, 200, {
      upload_url: `${base()}/storage/put/${encodeURIComponent(name)}`,
      file_url: `${base()}/files/${encodeURIComponent(name)}`,
    });
    return true;
  };

  return { serveUnsigned, serveInitiate };
}
