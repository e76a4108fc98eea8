// Image type from the first bytes, never from the file name or the declared content type. No dependencies, so
// upload parsing can refuse a non-image before the engine (sharp, tfjs) is loaded.
export type ImageKind = 'jpeg' | 'png' | 'webp';

const PNG = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

export function sniff(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}
