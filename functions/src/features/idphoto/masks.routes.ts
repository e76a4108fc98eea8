// The masks the ID-photo flow asks for before its edit call (spec §7), also used by the mask test page. Local
// engine only; uploads up to 20 MB, checked by content.
//   POST /mask/face-only            file + crop_percent → the face mask PNG (white = keep the face), or every
//                                   mask as JSON with ?format=json or Accept: application/json
//   POST /mask/character-reference  field `character_reference` → that reference's mask PNG (Ideogram's
//                                   character_reference_images_mask); field `image` → its characterReference JSON
import { Router, type Request } from 'express';
import { UPLOAD_MAX_BYTES, type CharacterReferenceResponse, type FaceMaskResponse } from '../../contracts';
import type { RouteModule } from '../../http/app';
import { imagingPost } from '../../http/imaging-post';
import { dataUrl, numberField, readUpload } from '../../http/upload';
import { runEngine } from '../../imaging/engine';

const CROP_PERCENT = { fallback: 0.6, min: 0.3, max: 0.9 };

/** The crop_percent field of a mask or reference upload. */
export const cropPercent = (fields: Record<string, string>) =>
  numberField(fields, 'crop_percent', CROP_PERCENT.fallback, CROP_PERCENT.min, CROP_PERCENT.max);

/** Blob by default (spec: "blob or JSON with preview"); JSON when asked with ?format=json or Accept. */
const wantsJson = (req: Request) =>
  req.query.format === 'json' || req.accepts(['image/png', 'application/json']) === 'application/json';

type MaskSet = Awaited<ReturnType<typeof runEngine<'masks'>>>;

/** The reference-face crop as the wire carries it (images as data URLs). */
const referenceView = ({ characterReference: ref }: MaskSet) => ({
  crop_percent: ref.crop_percent,
  face_crop: dataUrl(ref.face_crop, 'image/jpeg'),
  face_mask: dataUrl(ref.face_mask, 'image/png'),
});

const readOne = (req: Request) => readUpload(req, { maxFileBytes: UPLOAD_MAX_BYTES, maxFiles: 1 });

export const maskRoutes: RouteModule = (deps) => {
  const router = Router();
  const post = imagingPost(router, deps);

  post('/mask/face-only', async (req, res) => {
    const up = await readOne(req);
    const file = up.need('upload.file_required', 'file', 'image');
    const set = await runEngine('masks', { image: file.data, cropPercent: cropPercent(up.fields) });
    res.set('X-Mask-Method', set.method);
    if (!wantsJson(req)) {
      res.type('png').send(set.faceMask);
      return;
    }
    const body: FaceMaskResponse = {
      method: set.method,
      faceMask: dataUrl(set.faceMask, 'image/png'),
      maskPreview: dataUrl(set.maskPreview, 'image/jpeg'),
      characterReference: referenceView(set),
    };
    res.json(body);
  });

  post('/mask/character-reference', async (req, res) => {
    const up = await readOne(req);
    const file = up.need('upload.file_required', 'character_reference', 'image');
    if (file.field === 'character_reference') {
      res.type('png').send(await runEngine('referenceMask', { image: file.data }));
      return;
    }
    const set = await runEngine('masks', { image: file.data, cropPercent: cropPercent(up.fields) });
    const body: CharacterReferenceResponse = { ...referenceView(set), method: set.method };
    res.json(body);
  });

  return router;
};
