// The ID-photo screen: POST /id-photo (our local ID photo), GET /id-photo/standards, the masks it asks for and
// POST /instant/ideogram-edit (the generative edit), with the upload limits the page checks before sending.
import { z } from 'zod';

const MB = 1024 * 1024;
/** Spec §5: 10485760 bytes for the ID-photo and edit uploads. */
export const ID_PHOTO_MAX_BYTES = 10 * MB;
/** Every other image upload (masks, crops). */
export const UPLOAD_MAX_BYTES = 20 * MB;

export const ID_STANDARD_IDS = [
  'kr_passport',
  'kr_id_card',
  'kr_driver_license',
  'kr_resume',
  'us_passport',
  'jp_passport',
  'cn_visa',
  'schengen',
] as const;
export const idStandardIdSchema = z.enum(ID_STANDARD_IDS);
export type IdStandardId = z.infer<typeof idStandardIdSchema>;

export const ID_BACKGROUNDS = ['white', 'keep'] as const;
export const idBackgroundSchema = z.enum(ID_BACKGROUNDS);
export type IdBackground = z.infer<typeof idBackgroundSchema>;

/**
 * Rules a document states that no measurement here settles: hair accessories, hair over the eyebrows or the face
 * outline, anything in the eye area, headwear.
 */
export const ID_ADVISORIES = [
  'no_hair_accessories',
  'eyebrows_visible',
  'nothing_over_eyes',
  'no_headwear',
] as const;
export type IdAdvisory = (typeof ID_ADVISORIES)[number];

const band = z.tuple([z.number(), z.number()]).readonly();

/** One document's photo rules (GET /id-photo/standards). */
export const idStandardSchema = z.object({
  id: idStandardIdSchema,
  widthMm: z.number(),
  heightMm: z.number(),
  widthPx: z.number().int(),
  heightPx: z.number().int(),
  headMm: band,
  topGapMm: band.nullable(),
  eyeFromBottomMm: band.nullable(),
  maxKb: z.number(),
  /** False when the rule is borrowed or customary rather than published. */
  official: z.boolean(),
  /** What the crown is: the top of the hair (US), or the skull with only normal hair counted (KR 2022). */
  crown: z.enum(['hair_top', 'skull']),
  /** The document asks for a neutral expression with the mouth closed (no teeth, no open smile). */
  mouthClosed: z.boolean(),
  /** The document's rules the engine cannot measure, shown for the person to check (in its own wording). */
  advisories: z.array(z.enum(ID_ADVISORIES)).readonly(),
});
export type IdStandard = z.infer<typeof idStandardSchema>;
export const idStandardsResponseSchema = z.object({ standards: z.array(idStandardSchema) });
export type IdStandardsResponse = z.infer<typeof idStandardsResponseSchema>;

/** POST /id-photo form fields (besides the `file` and optional `reference` images). */
export const idPhotoFieldsSchema = z.object({
  standard: idStandardIdSchema.default('kr_passport'),
  background: idBackgroundSchema.default('white'),
});
export type IdPhotoFields = z.input<typeof idPhotoFieldsSchema>;

/** Measured on the finished photo, not echoed from the target. */
export const measurementsSchema = z.object({
  headHeightMm: z.number(),
  topGapMm: z.number(),
  eyeFromBottomMm: z.number(),
  centreOffsetMm: z.number(),
  backgroundWhiteness: z.number(),
  fileKb: z.number(),
  widthPx: z.number().int(),
  heightPx: z.number().int(),
  widthMm: z.number(),
  heightMm: z.number(),
  /** The mesh's skull estimate to the chin: shown for the "without hair" wording, never judged (an estimate). */
  headWithoutHairMm: z.number(),
  /** The narrower of the gaps between the head (hair and ears, down to the mouth) and the side edges. */
  sideMarginMm: z.number(),
  /** Gap between the inner lips over forehead-to-chin height (0 closed; an open smile shows about 0.05). */
  mouthOpen: z.number(),
  /** Share of the mouth (inside the outer lip line) that shows teeth, 0-1. */
  teeth: z.number(),
  /** How much lighter (% of the lips' tone) a strip between the lips is than the lines beside it: lips parted. */
  lipStrip: z.number(),
  /** The gap between the highest visible hair over the head's whole width and the top edge. */
  headTopMm: z.number(),
  /** Pixel-rows of the head's top outline standing over 0.5 mm above a smooth dome (a lump, a crown, a hat). */
  outlineBump: z.number(),
  /** Pixels inside the face (its outline drawn 5 % in) that the matte gave to the backdrop: holes in the face. */
  faceGaps: z.number(),
  /** Source pixels behind each pixel of the finished photo, across the face (below 1: the photo was enlarged). */
  sourceScale: z.number(),
  yaw: z.number(),
  pitch: z.number(),
});
export type Measurements = z.infer<typeof measurementsSchema>;

export const ID_RULES = [
  'head_height',
  'top_gap',
  'eye_line',
  'centred',
  'background',
  'file_size',
  'facing',
  'eyes_open',
  'mouth_closed',
  'teeth_hidden',
  'lips_together',
  'side_margin',
  'whole_head',
  'clean_outline',
  'face_whole',
  'resolution',
] as const;
export const ruleCheckSchema = z.object({
  rule: z.enum(ID_RULES),
  pass: z.boolean(),
  value: z.number(),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type RuleCheck = z.infer<typeof ruleCheckSchema>;

export const QUALITY_REASONS = [
  'blurry',
  'very_blurry',
  'dark',
  'bright',
  'jpeg_artifacts',
  'small_face',
] as const;
export const qualityReportSchema = z.object({
  sharpness: z.number(),
  blockiness: z.number(),
  meanLuminance: z.number(),
  clippedDark: z.number(),
  clippedBright: z.number(),
  facePixels: z.number(),
  /** Problems worth telling the user, most serious first. */
  reasons: z.array(z.enum(QUALITY_REASONS)),
});
export type QualityReport = z.infer<typeof qualityReportSchema>;
export type QualityReason = QualityReport['reasons'][number];

/** POST /id-photo. Images are data URLs. */
export const idPhotoResponseSchema = z.object({
  success: z.literal(true),
  standard: idStandardIdSchema,
  background: idBackgroundSchema,
  image: z.string(),
  print_sheet: z.string(),
  measurements: measurementsSchema,
  rules: z.array(ruleCheckSchema),
  /** The document's unmeasured rules (see ID_ADVISORIES). */
  advisories: z.array(z.enum(ID_ADVISORIES)),
  quality: qualityReportSchema,
  exposure_gain: z.number(),
  /** Only with a reference face: is the photo the same person? */
  identity: z
    .object({ score: z.number().nullable(), same_person: z.boolean(), threshold: z.number() })
    .nullable(),
  /** Seconds. */
  processing_time: z.number(),
});
export type IdPhotoResponse = z.infer<typeof idPhotoResponseSchema>;

export const MAGIC_PROMPTS = ['ON', 'OFF', 'AUTO'] as const;
export const RENDERING_SPEEDS = ['TURBO', 'DEFAULT', 'QUALITY'] as const;
export const STYLE_TYPES = ['REALISTIC', 'DESIGN', 'RENDER_3D', 'ANIME'] as const;
export const ASPECT_RATIOS = ['1:1', '3:4', '4:3', '16:9'] as const;
export type MagicPrompt = (typeof MAGIC_PROMPTS)[number];
export type RenderingSpeed = (typeof RENDERING_SPEEDS)[number];
export type StyleType = (typeof STYLE_TYPES)[number];
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

/**
 * POST /instant/ideogram-edit form fields (spec §7), besides the `image` and `mask` files (white = keep, black =
 * edit) and the optional character_reference_images[] and character_reference_images_mask[].
 */
export const editFieldsSchema = z.object({
  prompt: z.string().trim().min(1).max(2000),
  magic_prompt: z.enum(MAGIC_PROMPTS).default('AUTO'),
  negative_prompt: z.string().max(2000).default(''),
  rendering_speed: z.enum(RENDERING_SPEEDS).default('DEFAULT'),
  style_type: z.enum(STYLE_TYPES).default('REALISTIC'),
  aspect_ratio: z.enum(ASPECT_RATIOS).default('3:4'),
});
export type EditFields = z.input<typeof editFieldsSchema>;

export const EDIT_PROVIDERS = ['ideogram', 'local'] as const;
export type EditProviderName = (typeof EDIT_PROVIDERS)[number];

/** POST /instant/ideogram-edit. */
export const editResponseSchema = z.object({
  success: z.literal(true),
  provider: z.enum(EDIT_PROVIDERS),
  /** A provider URL (expires; Ideogram: 24 h) or a data URL. */
  image_url: z.string(),
  mask_url: z.string(),
  backup_url: z.null(),
  processing_time: z.number(),
  error: z.null(),
});
export type EditResponse = z.infer<typeof editResponseSchema>;

/** How the face was outlined: the landmark mesh, or a box or ellipse when no mesh was found. */
export const MASK_METHODS = ['mesh', 'box', 'ellipse'] as const;
export const maskMethodSchema = z.enum(MASK_METHODS);

/** The face mask set of POST /mask/face-only?format=json (the blob form answers the face mask PNG). */
export const characterReferenceSchema = z.object({
  crop_percent: z.number(),
  face_crop: z.string(),
  face_mask: z.string(),
});
export const faceMaskResponseSchema = z.object({
  method: maskMethodSchema,
  faceMask: z.string(),
  maskPreview: z.string(),
  characterReference: characterReferenceSchema,
});
export type FaceMaskResponse = z.infer<typeof faceMaskResponseSchema>;

/** POST /mask/character-reference with an `image` field (a `character_reference` field answers a PNG). */
export const characterReferenceResponseSchema = characterReferenceSchema.extend({ method: maskMethodSchema });
export type CharacterReferenceResponse = z.infer<typeof characterReferenceResponseSchema>;
