// Every operation the engine offers, by name, taking and returning plain data (Buffers, numbers, strings) so it
// can run inside a worker thread. Inputs are untrusted upload bytes: each operation checks them first.
import { descriptor, compareSet } from './identity';
import { hdExport, optimizeReference, smartCrop } from './enhance';
import { makeIdPhoto, type IdBackground, type IdPhotoSpec } from './id-photo';
import { checkImage, fromRgb } from './input';
import { faceCrop, faceMask, maskSet } from './masks';
import { qualityReport } from './quality';
import { detectFaces } from './faces';
import { photoFacts } from './photo-facts';
import { prepareEdit } from './edit-inputs';
import { studioPortrait } from './portrait';
import { makeLook, type StyleLook } from './looks';
import { identityScores, referenceSet, scoresAgainstPhoto, studioHeadshots, trainingPhoto } from './studio';

export const operations = {
  idPhoto: (a: { image: Buffer; spec: IdPhotoSpec; background: IdBackground }) =>
    makeIdPhoto(a.image, a.spec, a.background),

  masks: async (a: { image: Buffer; cropPercent: number }) =>
    maskSet(await checkImage(a.image), a.cropPercent),

  /** Mask of a character reference photo (white = face), as Ideogram's character_reference_images_mask[]. */
  referenceMask: async (a: { image: Buffer }) => {
    const { faces, image } = await detectFaces(await checkImage(a.image));
    return (await faceMask(image, faces[0])).mask;
  },

  /** Head-only crop of a character reference photo. */
  referenceHead: async (a: { image: Buffer; cropPercent: number }) => {
    const { faces, image } = await detectFaces(await checkImage(a.image));
    const crop = await faceCrop(image, faces[0], a.cropPercent, 1, 768);
    return fromRgb(crop).jpeg({ quality: 90 }).toBuffer();
  },

  smartCrop: async (a: { image: Buffer; cropRatio: number }) =>
    smartCrop(await checkImage(a.image), a.cropRatio),

  optimizeReference: async (a: { image: Buffer }) => optimizeReference(await checkImage(a.image)),

  hdExport: async (a: { image: Buffer; factor: number }) => hdExport(await checkImage(a.image), a.factor),

  quality: async (a: { image: Buffer }) => {
    const { faces, image } = await detectFaces(await checkImage(a.image));
    return qualityReport(image, faces[0]);
  },

  /** Measured facts for the local image analysis (faces, pose, framing, quality). */
  photoFacts: async (a: { image: Buffer }) => photoFacts(await checkImage(a.image)),

  portrait: (a: { image: Buffer; mask?: Buffer; aspect: number; backdrop: 'white' | 'studio' }) =>
    studioPortrait(a),

  /** A stylised look of the person (looks/), as a JPEG at `aspect` (width / height). */
  look: (a: { image: Buffer; look: StyleLook; aspect: number }) => makeLook(a),

  prepareEdit: (a: { image: Buffer; mask: Buffer; reference?: Buffer; referenceMask?: Buffer }) =>
    prepareEdit(a),

  samePerson: async (a: { images: Buffer[] }) => {
    const descriptors = [];
    for (const bytes of a.images) descriptors.push(await descriptor(await checkImage(bytes)));
    return compareSet(descriptors);
  },

  // The studio line (studio/): a training photo checked alone, the reference set (the local trainer), composed
  // headshots (the local generator) and identity scores against a person's centroid.
  trainingPhoto,
  referenceSet,
  studioHeadshots,
  identityScores,
  /** Identity scores against the person of one photo (instant results against their original). */
  scoresAgainstPhoto,
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
