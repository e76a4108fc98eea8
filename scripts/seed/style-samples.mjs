// The style wizard's sample pictures: which synthetic portrait each style's picture is made from, and with which
// engine style. scripts/style-samples.mjs draws them into web/public/styles/; the seed points image_url there.
// Only portraits their source states are generated, under a licence that allows redistribution (MIT or
// Apache-2.0); no child, no portrait of unknown origin (tests/fixtures/faces-diverse/SOURCES.md).

const SFHQ = 'SelfishGene/SFHQ-T2I-dataset @ a8064474a09c (synthetic, stated)';
const IC_LIGHT = 'lllyasviel/IC-Light @ bcf3f29ca85b, imgs/o6.png (a model output, stated)';
const ECHOMIMIC = 'antgroup/echomimic_v2 @ a312dec05ec7, EMTD_dataset/ref_imgs_by_FLUX (generated, stated)';

/** @typedef {{ style: string, portrait: string, source: string, licence: string, engineStyle: string, toned?: boolean }} StyleSample */

/** @type {StyleSample[]} */
export const STYLE_SAMPLES = [
  {
    style: 'business',
    portrait: 'east_asian_man_black_glasses.jpg',
    source: SFHQ,
    licence: 'MIT',
    engineStyle: 'professional',
  },
  {
    style: 'casual',
    portrait: 'woman_bob_bangs_window_side_light.png',
    source: IC_LIGHT,
    licence: 'Apache-2.0',
    engineStyle: 'casual',
  },
  {
    style: 'formal_id',
    portrait: 'man_dark_skin_rimless_glasses.jpg',
    source: SFHQ,
    licence: 'MIT',
    engineStyle: 'passport',
  },
  {
    style: 'linkedin',
    portrait: 'older_east_asian_woman_grey_hair.jpg',
    source: SFHQ,
    licence: 'MIT',
    engineStyle: 'linkedin',
  },
  {
    style: 'creative',
    portrait: 'kr_woman_low_ponytail_halfbody_classroom.png',
    source: ECHOMIMIC,
    licence: 'Apache-2.0',
    engineStyle: 'artistic',
  },
  {
    style: 'vintage',
    portrait: 'east_asian_man_smile_teeth_pink_wall.jpg',
    source: SFHQ,
    licence: 'MIT',
    engineStyle: 'casual',
    toned: true,
  },
];

/** Where the web serves a style's sample picture. */
export const styleSampleUrl = (/** @type {string} */ style) => `/styles/${style}.webp`;
