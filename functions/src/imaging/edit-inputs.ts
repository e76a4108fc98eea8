// Inputs for a third-party edit: the photo upright, metadata (GPS!) stripped, and every mask resized to its
// photo's exact size, since Ideogram requires mask and image dimensions to match and our masks are made on the
// upright, size-capped image rather than on the uploaded file.
import sharp from 'sharp';
import { jpeg } from './encode';
import { checkImage } from './input';

async function pair(image: Buffer, mask?: Buffer) {
  const rgb = await checkImage(image);
  const photo = await jpeg(rgb, 92, 72);
  if (!mask) return { image: photo };
  await checkImage(mask); // masks are uploads too: same content and size checks
  const fitted = await sharp(mask)
    .resize(rgb.width, rgb.height, { fit: 'fill' })
    .greyscale()
    .png()
    .toBuffer();
  return { image: photo, mask: fitted };
}

export async function prepareEdit(a: {
  image: Buffer;
  mask: Buffer;
  reference?: Buffer;
  referenceMask?: Buffer;
}) {
  const main = await pair(a.image, a.mask);
  const ref = a.reference ? await pair(a.reference, a.referenceMask) : undefined;
  return { image: main.image, mask: main.mask!, reference: ref?.image, referenceMask: ref?.mask };
}
