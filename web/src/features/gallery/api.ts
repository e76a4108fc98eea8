// The gallery feature's reads: the three image collections directly from Firestore (under the rules) and the
// generation history from /generation/list. Image files come through shared/lib/ownerFiles.
import { GENERATION_LIST_PAGE, generationListResponseSchema, type GenerationView } from '@contracts';
import { apiRequest } from '../../shared/lib/apiClient';
import { getDb } from '../../shared/lib/firebase';
import { firestoreGallerySource, type GalleryDoc, type GallerySourceName } from './firestore-source';
import type { PageSource } from './paging';

/** One PageSource per wanted collection, for `uid` (the rules answer only the owner's documents). */
export async function gallerySources(
  uid: string,
  names: GallerySourceName[],
): Promise<PageSource<GalleryDoc>[]> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  return names.map((name) => firestoreGallerySource(sdk, db, uid, name));
}

/** GET /generation/list?limit=20&offset=n: newest first (spec §9 history page size 20). */
export function fetchGenerationList(offset: number): Promise<GenerationView[]> {
  return apiRequest(`/generation/list?limit=${GENERATION_LIST_PAGE}&offset=${offset}`, {
    auth: true,
    schema: generationListResponseSchema,
  });
}
