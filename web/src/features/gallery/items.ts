// What a gallery tile shows, from the three kinds of documents (spec §3 "Gallery item"). Each document is
// parsed with its contract schema, narrowed to the fields a tile shows (a missing display field shows as
// empty); one that does not parse shows no tile and is reported once in the console, never breaks the page.
import {
  generationDocSchema,
  instantEditDocSchema,
  instantGenerationDocSchema,
  instantUrls,
  studioUrls,
  type GenerationView,
  type Likeness,
} from '@contracts';
import type { ZodType } from 'zod';
import type { GalleryDoc, GallerySourceName } from './firestore-source';
import { variantUrl } from '../../shared/lib/ownerFiles';
import { fourKFileOf, type FourKFile } from '../../shared/ui/FourK';

export type GalleryItem = {
  /** `<source>/<id>/<n>`, unique across sources. */
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
  /** Its 4K file (studio images a Value 30 purchase paid for) and the extension it is saved with. */
  fourK?: (FourKFile & { ext: string }) | null;
};

const generation = generationDocSchema.shape;
const edit = instantEditDocSchema.shape;
/** What the gallery reads of each collection's documents: the images it shows are required, the rest optional. */
const GALLERY_DOC_SCHEMAS = {
  studio: generationDocSchema
    .pick({
      createdAt: true,
      prompt: true,
      displayPrompt: true,
      provider: true,
      width: true,
      height: true,
      identity: true,
      fourKResult: true,
    })
    .partial()
    .extend({
      images: generation.images,
      request: generation.request
        .pick({ prompt: true, style: true, width: true, height: true })
        .partial()
        .optional(),
    }),
  instant: instantEditDocSchema
    .pick({ createdAt: true, presetId: true, provider: true, likeness: true })
    .partial()
    .extend({
      outputs: edit.outputs,
      request: edit.request.pick({ prompt: true, presetId: true }).partial().optional(),
    }),
  generated: instantGenerationDocSchema
    .pick({ createdAt: true, prompt: true, provider: true, width: true, height: true })
    .partial()
    .extend({ imageUrl: instantGenerationDocSchema.shape.imageUrl.min(1) }),
} as const;

const reported = new Set<string>();

/** A 4K file with the extension its download is saved with (the stored file's, or the requested format's). */
const withExt = (file: FourKFile | null | undefined, ext: string | undefined) =>
  file ? { ...file, ext: (ext ?? 'png').replace('jpeg', 'jpg') } : null;

/** A stored generation's 4K files as the owner-only links that serve them. */
const fourKLinks = <T extends { images: string[] }>(id: string, result: T) => ({
  ...result,
  images: result.images.map((_, i) => studioUrls.generationImage(id, i, '4k')),
});

/** The document as its schema reads it, or null (reported once per document) when it does not parse. */
function parsed<T>({ source, id, data }: GalleryDoc, schema: ZodType<T>): T | null {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const key = `${source}/${id}`;
  if (!reported.has(key)) {
    reported.add(key);
    console.warn(`gallery: ${key} does not match its contract and is not shown`, result.error.issues);
  }
  return null;
}

/** An empty text counts as none, so the next candidate is shown. */
const text = (...candidates: (string | null | undefined)[]) => candidates.find((c) => !!c) ?? null;
const indexes = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * The tiles a document shows: one per image (a studio generation of four images is four photos in the gallery,
 * best likeness first, as the job stored them), none when it has no image or does not parse.
 */
export function toGalleryItems(doc: GalleryDoc): GalleryItem[] {
  const { source, id } = doc;
  const base = (index: number, createdAt: { toDate(): Date } | null | undefined) => ({
    key: `${source}/${id}/${index}`,
    source,
    id,
    createdAt: createdAt?.toDate() ?? null,
  });
  if (source === 'studio') {
    const data = parsed(doc, GALLERY_DOC_SCHEMAS.studio);
    if (!data) return [];
    return indexes(data.images.length).map((i) => ({
      ...base(i, data.createdAt),
      prompt: text(data.displayPrompt, data.prompt, data.request?.prompt) ?? '',
      style: text(data.request?.style),
      provider: data.provider ?? null,
      thumbUrl: studioUrls.generationImage(id, i),
      fullUrl: studioUrls.generationImage(id, i, 'hd'),
      width: data.width ?? data.request?.width ?? null,
      height: data.height ?? data.request?.height ?? null,
      likeness: data.identity?.[i],
      fourK: withExt(
        data.fourKResult && fourKFileOf(fourKLinks(id, data.fourKResult), i),
        data.fourKResult?.images[i]?.split('.').pop(),
      ),
    }));
  }
  if (source === 'instant') {
    const data = parsed(doc, GALLERY_DOC_SCHEMAS.instant);
    if (!data) return [];
    return indexes(data.outputs.length).map((i) => ({
      ...base(i, data.createdAt),
      prompt: data.request?.prompt ?? '',
      style: text(data.presetId, data.request?.presetId),
      provider: data.provider ?? null,
      thumbUrl: instantUrls.image(id, i),
      fullUrl: instantUrls.image(id, i, 'hd'),
      width: null,
      height: null,
      likeness: data.likeness?.[i],
    }));
  }
  const data = parsed(doc, GALLERY_DOC_SCHEMAS.generated);
  if (!data) return [];
  return [
    {
      ...base(0, data.createdAt),
      prompt: data.prompt ?? '',
      style: null,
      provider: data.provider ?? null,
      thumbUrl: data.imageUrl,
      fullUrl: data.imageUrl,
      width: data.width ?? null,
      height: data.height ?? null,
    },
  ];
}

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
    fourK: withExt(fourKFileOf(generation.four_k, index), generation.request.output_format),
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
