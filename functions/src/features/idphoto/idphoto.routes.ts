// POST /id-photo: our own local ID photo call (file, standard, background [, reference]) → the photo, its
// measurements with a pass/fail per rule, and a print sheet. GET /id-photo/standards lists the documents.
// The engine never alters the face (crop, levelling, exposure, background only): Korean offices refuse edited
// and AI-made photos (MOIS 2023), which the page says next to the result.
import { Router } from 'express';
import { z } from 'zod';
import { requireAuth } from '../../http/auth';
import type { RouteModule } from '../../http/app';
import { HttpError } from '../../http/errors';
import { engine, ID_PHOTO_MAX_BYTES, imagingRoute, readUpload } from '../../imaging/multipart';
import { ID_STANDARD_IDS, ID_STANDARDS, type IdStandard } from './standards';

const options = z.object({
  standard: z.enum(ID_STANDARD_IDS as [IdStandard, ...IdStandard[]]).default('kr_passport'),
  background: z.enum(['white', 'keep']).default('white'),
});

const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;

export const idPhotoRoutes: RouteModule = (deps) => {
  const router = Router();

  router.get('/id-photo/standards', (_req, res) => {
    res.json({ standards: Object.values(ID_STANDARDS) });
  });

  router.post(
    '/id-photo',
    requireAuth(deps.verifyIdToken),
    imagingRoute(async (req, res) => {
      const started = Date.now();
      const up = await readUpload(req, { maxFileBytes: ID_PHOTO_MAX_BYTES, maxFiles: 2 });
      const file = up.file('file', 'image');
      if (!file) throw new HttpError(400, 'upload.file_required');
      const parsed = options.safeParse(up.fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new HttpError(400, 'request.invalid_field', {
          field: issue?.path.join('.') ?? 'body',
          reason: issue?.message ?? 'invalid',
        });
      }
      const { standard, background } = parsed.data;
      const run = await engine();
      const result = await run('idPhoto', { image: file.data, spec: ID_STANDARDS[standard], background });
      // Optional reference face: is the ID photo the same person as the reference?
      const reference = up.file('reference', 'reference_face');
      const identity = reference ? await run('samePerson', { images: [file.data, reference.data] }) : null;
      res.json({
        success: true,
        standard,
        background,
        image: dataUrl(result.image, 'image/jpeg'),
        print_sheet: dataUrl(result.printSheet, 'image/jpeg'),
        measurements: result.measurements,
        rules: result.rules,
        quality: result.quality,
        exposure_gain: result.exposureGain,
        identity: identity && {
          score: identity.photos[1]?.score ?? null,
          same_person: identity.photos[1]?.samePerson ?? false,
          threshold: identity.threshold,
        },
        processing_time: (Date.now() - started) / 1000,
      });
    }),
  );
  return router;
};
