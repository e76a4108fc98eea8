// The photo-edit port: edit one photo under a mask (white = keep, black = edit) with an optional character
// reference. Adapters: ideogram.ts (Ideogram v3 edit, when a key is configured) and local.ts (the offline engine).
// Failures are thrown as ProviderError (port.ts).
import type { EditProviderName, MagicPrompt, RenderingSpeed, StyleType } from '../../contracts';

export type { MagicPrompt, RenderingSpeed, StyleType };

export interface EditRequest {
  image: Buffer;
  /** Same size as image; white = keep, black = edit. */
  mask: Buffer;
  prompt: string;
  magicPrompt?: MagicPrompt;
  negativePrompt?: string;
  renderingSpeed?: RenderingSpeed;
  styleType?: StyleType;
  /** Aspect ratio like "3:4" (local engine framing; Ideogram's edit keeps the input's size). */
  aspectRatio?: string;
  characterReference?: { image: Buffer; mask?: Buffer };
  seed?: number;
}

export interface EditedImage {
  /** A provider URL (expires; Ideogram: 24 h) or a data URL. */
  url: string;
  seed?: number;
}

export interface EditResult {
  provider: EditProviderName;
  images: EditedImage[];
}

export interface PhotoEditor {
  readonly name: EditResult['provider'];
  edit(request: EditRequest): Promise<EditResult>;
}
