// Official ID-photo rules, one row per document. Pixel sizes are mm ÷ 25.4 × 300 (computed, not quoted) where
// no online rule fixes them.
// Sources (checked 2026; re-check before relying on them, rules change):
// - KR passport: MOFA photo rules, 2022-10 revision as posted by the Korean Consulate-General Yokohama
//   (overseas.mofa.go.kr/jp-yokohama-ja, seq 761533): 35×45 mm, crown (without hair) to chin 3.2-3.6 cm, white;
//   online re-issue (since 2020-07-28): JPG 413×531 px, ≤ 200 KB.
// - KR resident card: Resident Registration Act enforcement rules via MOIS (2023-06-27 statements in JoongAng,
//   Dong-A): 35×45 mm, 6 months, no hat; no head-size band is published, studios use the passport composition;
//   AI-made or edited photos are refused. 정부24 upload ≤ 3 MB (3rd-party).
// - KR driver's licence: Road Traffic Authority, 35×45 mm; online 350×450 px JPEG ≤ 200 KB (dls.koroad.or.kr,
//   as cited in 2017; newer blogs say 250 KB, we stay under 200).
// - Résumé: no official rule; 30×40 mm by custom, composed like the passport.
// - US passport/visa: travel.state.gov and US embassy pages: 2×2 in, head 1-1⅜ in (25-35 mm), eyes 1⅛-1⅜ in
//   (28-35 mm) from the bottom, 600-1200 px square, JPEG ≤ 240 KB.
// - Japan passport: MOFA Japan via prefectural passport offices (Miyazaki, Consulate-General Houston
//   2025-03-24): 35×45 mm, crown to chin 32-36 mm, 2-6 mm above the head.
// - China visa: fmcoprc.gov.hk (2016-12-15): 33×48 mm, head 28-33 mm, 3-5 mm above the head, white or near
//   white; online file 40-120 KB (3rd-party).
// - Schengen: ICAO-style agents' pages (no official EU text found): 35×45 mm, face 32-36 mm (70-80 %).
//
// Crown rule (`crown`): the US counts the hair ("chin to top of hair"); Korea's 2022 MOFA revision measures the
// crown "without hair" (Consulate-General Yokohama, 2022-10 revision, overseas.mofa.go.kr/jp-yokohama-ja seq
// 761533; most Korean explainers just say 정수리, crown). Decision: Korea's documents use 'skull'. The engine
// measures the visible top (the person matte's top edge over the head, where it stands out from the backdrop)
// and, for 'skull', counts hair only up to a normal thickness over the skull (HAIR_ALLOWANCE in the engine), so a
// voluminous hairdo neither shrinks the face below the band nor is cut; with ordinary hair both readings agree.
// Other documents state no hair rule: the visible top is what an office's ruler meets, so they use it.
//
// Expression (`mouthClosed`): Korea's passport asks for the mouth closed with no teeth and no smile (MOFA 2022
// revision, same consulate page); Japan refuses teeth or raised mouth corners, China asks for lips closed, the US
// visa rules for a neutral, non-smiling face, Schengen agents for the mouth closed. Korea's ID card and licence
// borrow the passport photo. A résumé has no rule (a slight smile is customary), so only it is exempt.
//
// Unmeasured rules (`advisories`), shown on the result for the person to check: Korea's passport allows no hair
// accessories and no hair over the eyebrows or the face outline (MOFA 2022 revision); the resident card and the
// licence ask for no hat, the licence for nothing covering the eyes; Japan wants no hair, frames or shadows in
// the eye area and no hat; the US, China and Schengen allow headwear only for religious or medical reasons.
import type { IdStandard, IdStandardId } from '../contracts';

/** A print size and its pixels at 300 dpi (mm ÷ 25.4 × 300), unless an online rule fixes the pixels. */
const size = (widthMm: number, heightMm: number, px?: [number, number]) => ({
  widthMm,
  heightMm,
  widthPx: px?.[0] ?? Math.round((widthMm / 25.4) * 300),
  heightPx: px?.[1] ?? Math.round((heightMm / 25.4) * 300),
});

/** Korea's passport composition, which the ID card and the licence borrow: crown to chin 32-36 mm, mouth closed. */
const KOREAN_35X45 = {
  headMm: [32, 36],
  topGapMm: [2, 8],
  eyeFromBottomMm: null,
  crown: 'skull',
  mouthClosed: true,
} as const;

/** The 35 × 45 mm composition Japan and the Schengen agents state (hair counted, 32-36 mm). */
const HAIR_TOP_35X45 = {
  ...size(35, 45),
  headMm: [32, 36],
  eyeFromBottomMm: null,
  crown: 'hair_top',
  mouthClosed: true,
} as const;

export const ID_STANDARDS = {
  kr_passport: {
    id: 'kr_passport',
    ...size(35, 45),
    ...KOREAN_35X45,
    maxKb: 200,
    official: true,
    advisories: ['no_hair_accessories', 'eyebrows_visible'],
  },
  kr_id_card: {
    id: 'kr_id_card',
    ...size(35, 45),
    ...KOREAN_35X45,
    maxKb: 3072,
    official: false, // head band borrowed from the passport: no published rule
    advisories: ['no_headwear'],
  },
  kr_driver_license: {
    id: 'kr_driver_license',
    ...size(35, 45, [350, 450]),
    ...KOREAN_35X45,
    maxKb: 200,
    official: false,
    advisories: ['no_headwear', 'nothing_over_eyes'],
  },
  kr_resume: {
    id: 'kr_resume',
    ...size(30, 40),
    headMm: [27, 31],
    topGapMm: [2, 7],
    eyeFromBottomMm: null,
    maxKb: 500,
    official: false,
    crown: 'hair_top',
    mouthClosed: false,
    advisories: [],
  },
  us_passport: {
    id: 'us_passport',
    ...size(51, 51, [600, 600]),
    headMm: [25, 35],
    topGapMm: null,
    eyeFromBottomMm: [28, 35],
    maxKb: 240,
    official: true,
    crown: 'hair_top',
    mouthClosed: true,
    advisories: ['no_headwear'],
  },
  jp_passport: {
    id: 'jp_passport',
    ...HAIR_TOP_35X45,
    topGapMm: [2, 6],
    maxKb: 500,
    official: true,
    advisories: ['nothing_over_eyes', 'no_headwear'],
  },
  cn_visa: {
    id: 'cn_visa',
    ...size(33, 48),
    headMm: [28, 33],
    topGapMm: [3, 5],
    eyeFromBottomMm: null,
    maxKb: 120,
    official: true,
    crown: 'hair_top',
    mouthClosed: true,
    advisories: ['no_headwear'],
  },
  schengen: {
    id: 'schengen',
    ...HAIR_TOP_35X45,
    topGapMm: [2, 8],
    maxKb: 500,
    official: false,
    advisories: ['no_headwear'],
  },
} as const satisfies Record<IdStandardId, IdStandard>;
