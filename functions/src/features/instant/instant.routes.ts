// The instant line's calls (spec §7): upload, edit, status, list, and the owner-only file routes the status
// links to (clients never read Storage: storage.rules deny all). Thin: validation with the contract's schemas,
// then the use cases. Another user's edit answers 404 exactly like a missing one, never revealing existence.
// The fal webhook is the one unauthenticated route: its signature is the authentication.
import { Router } from 'express';
import { z } from 'zod';
import {
  INSTANT_MAX_BYTES,
  instantEditRequestSchema,
  instantImageQuerySchema,
  instantListQuerySchema,
  type InstantEditStatus,
  type InstantListResponse,
} from '../../contracts';
import { instantStoragePath } from './storage-paths';
import { requireAuth } from '../../http/auth';
import type { RouteModule } from '../../http/app';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import { callerOf } from '../../http/request-context';
import { imagingRoute, readUpload } from '../../http/upload';
import { requireEngine } from '../../http/engine';
import { parse } from '../../http/validate';
import { AppError } from '../../shared/errors';
import { falWebhookRoute, sendStoredFile } from '../../jobs';
import { instantLine } from './instant.line';
import { getOwnEdit, getUpload, getUploads, listOwnEdits } from './instant.repo';
import { startEdit } from './instant.start';
import { editView, originalHeld } from './instant.view';
import { uploadPhoto } from './upload-photo';

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const editParams = z.object({ id: idSchema });
const imageParams = z.object({ id: idSchema, n: z.coerce.number().int().min(0).max(15) });
const notFound = () => new AppError(404, 'instant.not_found');

export const instantRoutes: RouteModule = (deps) => {
  const router = Router();
  const auth = requireAuth(deps.verifyIdToken);
  // Polled while a job runs and loaded per image: owner-only reads, so no revocation call each time.
  const reader = requireAuth(deps.verifyIdToken, { checkRevoked: false });
  const limited = rateLimit(deps.rateLimiter, RATE_LIMITS.imaging);

  const ownEdit = async (req: Parameters<typeof callerOf>[0]) => {
    const edit = await getOwnEdit(callerOf(req).uid, parse(editParams, req, 'params').id);
    if (!edit) throw notFound();
    return edit;
  };

  router.post(
    '/instant/upload',
    auth,
    limited,
    imagingRoute(async (req, res) => {
      const up = await readUpload(req, { maxFileBytes: INSTANT_MAX_BYTES, maxFiles: 1, allowGif: true });
      const file = up.need('upload.file_required', 'file', 'image');
      res.status(201).json(await uploadPhoto(callerOf(req).uid, file.data));
    }),
  );

  router.post('/instant/edit', auth, limited, async (req, res) => {
    const input = parse(instantEditRequestSchema, req);
    requireEngine(deps.providers().engines, 'instant');
    const provider = deps.providers().instantEditor.name;
    res.status(202).json(await startEdit(callerOf(req).uid, input, provider));
  });

  router.get('/instant/list', reader, async (req, res) => {
    const { limit, cursor } = parse(instantListQuerySchema, req, 'query');
    const { edits, nextCursor } = await listOwnEdits(callerOf(req).uid, limit, cursor);
    const uploads = await getUploads(edits.map((e) => e.uploadId));
    const body: InstantListResponse = {
      items: edits.map((e) => editView(e, uploads.get(e.uploadId), req.ctx.t)),
      next_cursor: nextCursor,
    };
    res.json(body);
  });

  router.get('/instant/:id/status', reader, async (req, res) => {
    const edit = await ownEdit(req);
    const upload = (await getUpload(edit.uploadId)) ?? undefined;
    const body: InstantEditStatus = editView(edit, upload, req.ctx.t);
    res.json(body);
  });

  router.get('/instant/:id/images/:n', reader, async (req, res) => {
    const edit = await ownEdit(req);
    const { n } = parse(imageParams, req, 'params');
    const { variant } = parse(instantImageQuerySchema, req, 'query');
    if (edit.status !== 'completed' || n >= edit.outputs.length) throw notFound();
    const hd = variant === 'hd';
    const path = hd ? edit.outputs[n]! : instantStoragePath.preview(edit.userId, edit.id, n);
    const name = `bitna-${edit.presetId}-${edit.id}-${n + 1}${hd ? '-hd' : ''}.jpg`;
    await sendStoredFile(res, path, { name, type: 'image/jpeg', download: hd }, notFound);
  });

  router.get('/instant/:id/print-sheet', reader, async (req, res) => {
    const edit = await ownEdit(req);
    if (edit.status !== 'completed' || !edit.printSheetPath) throw notFound();
    const name = `bitna-${edit.presetId}-${edit.id}-print.jpg`;
    await sendStoredFile(res, edit.printSheetPath, { name, type: 'image/jpeg', download: true }, notFound);
  });

  // The before/after view: the original while it is held (24 h after upload).
  router.get('/instant/:id/original', reader, async (req, res) => {
    const edit = await ownEdit(req);
    const upload = (await getUpload(edit.uploadId)) ?? undefined;
    if (!upload || !originalHeld(upload)) throw notFound();
    const name = `bitna-original-${edit.id}`;
    await sendStoredFile(res, upload.path, { name, type: upload.mimeType, download: false }, notFound);
  });

  router.post(
    '/instant/fal-webhook',
    falWebhookRoute(instantLine, () => {
      const { port, jwksUrl } = deps.providers().falWebhook;
      return { port: port('instant'), jwksUrl };
    }),
  );

  return router;
};
