import { apiBlob, apiPathOf } from './apiClient';

/*
 * Owner-only files: results, previews, thumbnails and uploads' previews. Our routes answer them only with the
 * owner's ID token, so they come as blobs, never as a plain <img src>; this is the one way every feature
 * fetches, shows (useOwnerImage) and saves them.
 */

/** A result's preview (what the link names) or its full-resolution file. */
export type FileVariant = 'preview' | 'hd';

/**
 * The link of `variant`: our image routes (`…/images/{n}`, as the server's link builders make them) serve the
 * full file with `?variant=hd`; any other link is the only file there is.
 */
export function variantUrl(url: string, variant: FileVariant = 'preview'): string {
  if (variant !== 'hd' || !url.startsWith('/') || !/\/images\/\d+(\?|$)/.test(url)) return url;
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('variant', 'hd');
  return `${path}?${params.toString()}`;
}

/**
 * An owner-only file as a blob. Our routes (paths, with or without /api/v1) go with the ID token; an absolute
 * URL from another writer is fetched plainly (the token never leaves our own origin).
 */
export async function ownerFile(url: string, { variant }: { variant?: FileVariant } = {}): Promise<Blob> {
  const link = variantUrl(url, variant);
  if (link.startsWith('/')) return apiBlob(apiPathOf(link), { auth: true });
  // Another origin's file, not our API: no token, so not through apiClient.
  // eslint-disable-next-line no-restricted-globals
  const res = await fetch(link);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.blob();
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** Hands a URL to the browser as a download named `name`; false when the browser refused. */
export function startDownload(url: string, name: string): boolean {
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    return true;
  } catch {
    return false;
  }
}

/**
 * Saves an owner-only file as `name`; a name without an extension gets the one of the file's type. The object
 * URL is released once the download has started. Resolves false when the file could not be fetched or saved.
 */
export async function saveOwnerFile(
  url: string,
  name: string,
  { variant }: { variant?: FileVariant } = {},
): Promise<boolean> {
  let blob: Blob;
  try {
    blob = await ownerFile(url, { variant });
  } catch {
    return false;
  }
  const fileName = /\.[a-z0-9]+$/i.test(name) ? name : `${name}.${EXTENSIONS[blob.type] ?? 'jpg'}`;
  const objectUrl = URL.createObjectURL(blob);
  try {
    return startDownload(objectUrl, fileName);
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  }
}
