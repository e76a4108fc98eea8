// Korean and foreign ID photos from one real photo. The face itself is never altered: the engine only crops,
// levels the eye line, scales, corrects exposure and replaces the background (or keeps it). The crown is the
// person matte's top edge over the head and the chin the mesh's; the composition is solved from those, and every
// reported figure is measured again on the finished photo (its own mesh, its own matte), never the target echoed.
//
//   refusals.ts   what no crop can fix (no face, turned, blurred, the head cut by the photo's edge)
//   work-crop.ts  the levelled, exposed crop around the head with its matte and white composite
//   crown-lump.ts old background standing on the crown, cleared from the matte
//   backdrop.ts   what shows on the white backdrop, floating specks, highlights kept off white
//   head.ts       the face's frame, the crown's columns, the head's top and sides in a matte
//   frame.ts      the scale and placement in the standard's bands
//   outline.ts    the head's top outline against a smooth dome; residue.ts old background on the outline's rim
//   measure.ts    the finished photo cut and measured again
import { backgroundWhiteness } from '../background';
import { jpegUnder } from '../encode';
import { ImagingError } from '../errors';
import { detectFaces } from '../faces';
import { checkImage } from '../input';
import { printSheet } from '../print-sheet';
import { qualityReport, type QualityReport } from '../quality';
import { checkRules } from '../id-rules';
import type { IdBackground, IdStandard, Measurements, RuleCheck } from '../../contracts';
import { headInWork } from './head';
import { CENTRE_SHIFT_MM, frame, recentre } from './frame';
import { cutFinal, r1 } from './measure';
import { refuseCutHead, refuseUnusable } from './refusals';
import { exposureGain, workingCrop } from './work-crop';

// The rules, measurements and checks are what the API answers, so their shapes are the wire contract's.
export type { IdBackground, Measurements, RuleCheck } from '../../contracts';
export { MIN_WHITENESS } from '../id-rules';
export { clearFloating } from './backdrop';
export { faceFrame, HAIR_ALLOWANCE } from './head';
export { ID_LIMITS } from './refusals';
export type IdPhotoSpec = IdStandard;

export interface IdPhotoResult {
  image: Buffer;
  printSheet: Buffer;
  measurements: Measurements;
  rules: RuleCheck[];
  quality: QualityReport;
  exposureGain: number;
}

export async function makeIdPhoto(
  input: Buffer,
  spec: IdPhotoSpec,
  background: IdBackground = 'white',
): Promise<IdPhotoResult> {
  const checked = await checkImage(input);
  const { faces, image } = await detectFaces(checked);
  const quality = await qualityReport(image, faces[0]);
  refuseUnusable(faces, quality);
  const face = faces[0]!;
  const gain = exposureGain(quality);

  const work = await workingCrop(image, face, spec, background, gain);
  const head = headInWork(work);
  refuseCutHead(work, head);
  let solved = frame(work, head, spec, background);
  let out = await cutFinal(work, solved, spec, background);
  // The chin came from the mesh on the full photo; the mesh on the finished photo sees it at the final scale.
  // When the two disagree enough to move the head off its target, solve once more from the finished photo's chin.
  if (out.face && Math.abs(out.seen.headHeightMm - solved.targetMm) > 0.5) {
    const chinY = solved.top + out.face.chin[1] / solved.zoom;
    solved = frame(work, { ...head, chinY }, spec, background);
    out = await cutFinal(work, solved, spec, background);
  }
  // Likewise the mid-line: on a small or slightly turned face the finished photo's mesh may place it further
  // off centre than the frame meant to lean. The frame moves by the excess, once.
  if (out.face && Math.abs(out.seen.centreOffsetMm) > CENTRE_SHIFT_MM + 0.3) {
    const recentred = recentre(work, solved, out.seen.centreOffsetMm, spec, background);
    if (recentred) {
      solved = recentred;
      out = await cutFinal(work, solved, spec, background);
    }
  }
  // The face was found on the full photo; losing it on the composed one means the result cannot be trusted.
  if (!out.face) throw new ImagingError('no_face');
  // The sheet and the photo are encoded side by side (libvips threads).
  const [bytes, sheet] = await Promise.all([
    jpegUnder(out.rgb, spec.maxKb * 1024),
    printSheet(out.rgb, spec),
  ]);
  const measurements: Measurements = {
    ...out.seen,
    backgroundWhiteness: backgroundWhiteness(out.rgb, out.alpha),
    fileKb: r1(bytes.length / 1024),
  };
  return {
    image: bytes,
    printSheet: sheet,
    measurements,
    rules: checkRules(measurements, spec, face),
    quality,
    exposureGain: r1(gain),
  };
}
