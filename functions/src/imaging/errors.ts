// Reasons the engine refuses an input. The http layer gives each a status, and users a message they can act
// on (`imaging.<code>` in locales/*/errors.json); the engine itself knows nothing of HTTP.
export const IMAGING_ERROR_CODES = [
  'not_image',
  'corrupt',
  'too_many_pixels',
  'no_face',
  'multiple_faces',
  'face_too_small',
  'face_tilted',
  'face_turned',
  'eyes_closed',
  'too_blurry',
  'low_quality',
  'too_dark',
  'too_bright',
  // ID photos: the source must hold the whole head with room around it, and the shoulders.
  'head_cut_top',
  'head_near_edge',
  'shoulders_missing',
  // Hair standing so high above the head (a bun) that no head size the document allows keeps it in the frame.
  'hair_too_tall',
] as const;

export type ImagingErrorCode = (typeof IMAGING_ERROR_CODES)[number];

export class ImagingError extends Error {
  constructor(
    readonly code: ImagingErrorCode,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'ImagingError';
  }
}
