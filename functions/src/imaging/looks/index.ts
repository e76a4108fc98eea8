// The engine's stylised looks, one module each, over the shared steps in subject.ts and paint.ts. These are
// filters and compositions, made on the server's CPU in well under 2 s: never presented as AI.
import { jpeg } from '../encode';
import { cartoonLook } from './cartoon';

export const STYLE_LOOKS = ['anime', 'webtoon'] as const;
export type StyleLook = (typeof STYLE_LOOKS)[number];

export async function makeLook(a: { image: Buffer; look: StyleLook; aspect: number }): Promise<Buffer> {
  const rgb = await cartoonLook(a.image, a.aspect, a.look);
  return jpeg(rgb, 90, 72);
}
