// POST /id-photo: our own local ID photo call (file, standard, background [, reference]) → the photo, its
// measurements with a pass/fail per rule, and a print sheet. GET /id-photo/standards lists the documents.
// The engine never alters the face (crop, levelling, exposure, background only): Korean offices refuse edited
// and AI-made photos (MOIS 2023), which the page says next to the result. That is also why these routes call
// the local engine directly instead of a provider port: an official photo must never be AI-made.
// Each photo costs one instant credit, as an instant edit does (the services card sells Instant 10 for this page):
// debited after the upload checks, before the engine runs (402 `instant.insufficient_credits` at zero), and
// refunded once if the engine refuses the photo or fails (instant's payForCall). The photo is kept as a completed
// instant edit (recordIdPhoto), so the histories list it with the other instant results; if keeping it fails, the
// call fails and is refunded like an engine failure.
import { Router } from 'express';
import {
  ID_PHOTO_MAX_BYTES,
  idPhotoFieldsSchema,
  type IdPhotoResponse,
  type IdStandardsResponse,
} from '../../contracts';
import type { RouteModule } from '../../http/app';
import { imagingPost } from '../../http/imaging-post';
import { callerOf } from '../../http/request-context';
import { dataUrl, readUpload } from '../../http/upload';
import { runEngine } from '../../imaging/engine';
import { ID_STANDARDS } from '../../imaging/id-standards';
import { payForCall, recordIdPhoto } from '../instant';

export const idPhotoRoutes: RouteModule = (deps) => {
  const router = Router();
  const post = imagingPost(router, deps);

  router.get('/id-photo/standards', (_req, res) => {
    const body: IdStandardsResponse = { standards: Object.values(ID_STANDARDS) };
    res.json(body);
  });

  post('/id-photo', async (req, res) => {
    const started = Date.now();
    const up = await readUpload(req, { maxFileBytes: ID_PHOTO_MAX_BYTES, maxFiles: 2 });
    const file = up.need('upload.file_required', 'file', 'image');
    const { standard, background } = up.fieldsAs(idPhotoFieldsSchema);
    // Optional reference face: is the ID photo the same person as the reference?
    const reference = up.file('reference', 'reference_face');
    const uid = callerOf(req).uid;
    const { result, identity } = await payForCall(uid, 'id_photo', async () => {
      const made = await runEngine('idPhoto', {
        image: file.data,
        spec: ID_STANDARDS[standard],
        background,
      });
      const same = reference ? await runEngine('samePerson', { images: [file.data, reference.data] }) : null;
      await recordIdPhoto(uid, {
        original: file.data,
        image: made.image,
        printSheet: made.printSheet,
        idPhoto: { standard, measurements: made.measurements, rules: made.rules },
        processingTime: (Date.now() - started) / 1000,
        model: 'local-engine/id',
      });
      return { result: made, identity: same };
    });
    const body: IdPhotoResponse = {
      success: true,
      standard,
      background,
      image: dataUrl(result.image, 'image/jpeg'),
      print_sheet: dataUrl(result.printSheet, 'image/jpeg'),
      measurements: result.measurements,
      rules: result.rules,
      advisories: [...ID_STANDARDS[standard].advisories],
      quality: result.quality,
      exposure_gain: result.exposureGain,
      identity: identity && {
        score: identity.photos[1]?.score ?? null,
        same_person: identity.photos[1]?.samePerson ?? false,
        threshold: identity.threshold,
      },
      processing_time: (Date.now() - started) / 1000,
    };
    res.json(body);
  });
  return router;
};
