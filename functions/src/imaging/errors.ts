// Reasons the engine refuses an input. Routes map each code to an HTTP status and an i18n key
// (`imaging.<code>` in locales/*/errors.json), so users get a reason they can act on.
export const IMAGING_ERRORS = {
  not_image: 415,
  corrupt: 415,
  too_many_pixels: 413,
  no_face: 422,
  multiple_faces: 422,
  face_too_small: 422,
  face_tilted: 422,
  face_turned: 422,
  eyes_closed: 422,
  too_blurry: 422,
  low_quality: 422,
  too_dark: 422,
  too_bright: 422,
} as const;

export type ImagingErrorCode = keyof typeof IMAGING_ERRORS;

export class ImagingError extends Error {
  constructor(
    readonly code: ImagingErrorCode,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'ImagingError';
  }
}
