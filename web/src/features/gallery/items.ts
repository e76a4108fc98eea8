// What a gallery tile shows, from the three kinds of documents (spec §3 "Gallery item"): the fields differ per
// collection, so each is read leniently (a missing field shows as empty, never breaks the page).
import type { GenerationView, Likeness } from '@contracts';
import { instantUrls, likenessSchema, studioUrls } from '@contracts';
import type { GalleryDoc, GallerySourceName } from './firestore-source';
import { variantUrl } from '../../shared/lib/ownerFiles';

export type GalleryItem = {
  /** `<source>/<id>`, unique across sources. */
  key: string;
  source: GallerySourceName;
  id: string;
  createdAt: Date | null;
  prompt: string;
  /** The studio style or the instant preset id; null when none. */
  style: string | null;
  provider: string | null;
  /** Owner-only path under /api/v1 for the thumbnail, or an absolute URL (instant_generations). */
  thumbUrl: string;
  /** What a download saves (the full result where the route has one). */
  fullUrl: string;
  width: number | null;
  height: number | null;
  /** The image's likeness to the person (studio generations, instant presets that keep the face), if scored. */
  likeness?: Likeness;
};

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
/** Entry `i` of a stored likeness list, when it is one. */
const likenessAt = (list: unknown, i: number): Likeness | undefined =>
  Array.isArray(list) ? likenessSchema.safeParse(list[i]).data : undefined;

function date(value: unknown): Date | null {
  const ts = value as { toDate?: () => Date } | null;
  return typeof ts?.toDate === 'function' ? ts.toDate() : null;
}

/**
 * The tiles a document shows: one per image (a studio generation of four images is four photos in the gallery,
 * best likeness first, as the job stored them), none when it has no image.
 */
export function toGalleryItems({ source, id, data }: GalleryDoc): GalleryItem[] {
  const base = (index: number) => ({
    key: `${source}/${id}/${index}`,
    source,
    id,
    createdAt: date(data.createdAt),
  });
  const request = obj(data.request);
  const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  const indexes = (n: number) => Array.from({ length: n }, (_, i) => i);
  if (source === 'studio') {
    return indexes(count(data.images)).map((i) => ({
      ...base(i),
      prompt: str(data.displayPrompt) ?? str(data.prompt) ?? str(request.prompt) ?? '',
      style: str(request.style),
      provider: str(data.provider),
      thumbUrl: studioUrls.generationImage(id, i),
      fullUrl: studioUrls.generationImage(id, i, 'hd'),
      width: num(data.width) ?? num(request.width),
      height: num(data.height) ?? num(request.height),
      likeness: likenessAt(data.identity, i),
    }));
  }
  if (source === 'instant') {
    return indexes(count(data.outputs)).map((i) => ({
      ...base(i),
      prompt: str(request.prompt) ?? '',
      style: str(data.presetId) ?? str(request.presetId),
      provider: str(data.provider),
      thumbUrl: instantUrls.image(id, i),
      fullUrl: instantUrls.image(id, i, 'hd'),
      width: null,
      height: null,
      likeness: likenessAt(data.likeness, i),
    }));
  }
  const url = str(data.imageUrl);
  if (!url) return [];
  return [
    {
      ...base(0),
      prompt: str(data.prompt) ?? '',
      style: null,
      provider: str(data.provider),
      thumbUrl: url,
      fullUrl: url,
      width: num(data.width),
      height: num(data.height),
    },
  ];
}

/** A generation of the history list, shown first as a preview (spec §2 "preview goes to /gallery"). */
export function previewItems(generation: GenerationView): GalleryItem[] {
  return generation.images.map((url, index) => ({
    key: `preview/${generation.id}/${index}`,
    source: 'studio',
    id: generation.id,
    createdAt: new Date(generation.created_at),
    prompt: generation.display_prompt || generation.prompt,
    style: generation.request.style,
    provider: generation.provider,
    thumbUrl: url,
    fullUrl: variantUrl(url, 'hd'),
    width: generation.request.width,
    height: generation.request.height,
    likeness: generation.identity[index],
  }));
}

/** Search (prompt, style or preset, provider) and the provider filter, over the loaded items. */
export function matchesItem(item: GalleryItem, search: string, provider: string | null, styleLabel: string) {
  if (provider && item.provider !== provider) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [item.prompt, item.style ?? '', styleLabel, item.provider ?? ''].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
