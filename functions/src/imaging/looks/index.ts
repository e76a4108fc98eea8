// The engine's stylised looks, one module each, over the shared steps in subject.ts and paint.ts. These are
// filters and compositions of the user's own photo, made on the server's CPU in well under 2 s: never presented
// as AI. Each refuses a photo without a face (`no_face`).
import { jpeg } from '../encode';
import type { Rgb } from '../input';
import { cartoonLook } from './cartoon';
import { cosplayLook } from './cosplay';
import { figureLook } from './figure';
import { gameLook } from './game';
import { painterlyLook } from './painterly';

export const STYLE_LOOKS = ['anime', 'webtoon', 'portrait', 'game', 'figure', 'cosplay'] as const;
export type StyleLook = (typeof STYLE_LOOKS)[number];

const LOOKS: Record<StyleLook, (image: Buffer, aspect: number) => Promise<Rgb>> = {
  anime: (image, aspect) => cartoonLook(image, aspect, 'anime'),
  webtoon: (image, aspect) => cartoonLook(image, aspect, 'webtoon'),
  portrait: painterlyLook,
  game: gameLook,
  figure: figureLook,
  cosplay: cosplayLook,
};

/** The look as a JPEG (quality 90) at `aspect` (width / height), 1024 px on the long side. */
export async function makeLook(a: { image: Buffer; look: StyleLook; aspect: number }): Promise<Buffer> {
  return jpeg(await LOOKS[a.look](a.image, a.aspect), 90, 72);
}
