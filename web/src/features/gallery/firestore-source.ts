// The gallery's Firestore side: one PageSource per collection, read directly under the rules. The SDK module
// is passed in (the app loads it lazily in api.ts; the emulator test passes the same module), so this file
// holds the queries and nothing else.
import type { PageEntry, PageSource } from './paging';

type FirestoreSdk = typeof import('firebase/firestore');
type Db = ReturnType<FirestoreSdk['getFirestore']>;
type Data = Record<string, unknown>;

/** The collections the gallery shows and which statuses count as a finished image in each. */
export const GALLERY_COLLECTIONS = {
  studio: { collection: 'generations', statuses: ['completed'] },
  instant: { collection: 'instant_edits', statuses: ['completed'] },
  // Written by the Gemini tools; older writers said 'succeeded'.
  generated: { collection: 'instant_generations', statuses: ['completed', 'succeeded'] },
} as const;
export type GallerySourceName = keyof typeof GALLERY_COLLECTIONS;
export const GALLERY_SOURCE_NAMES = Object.keys(GALLERY_COLLECTIONS) as GallerySourceName[];

/** A raw gallery document: the mapping to what the page shows lives in items.ts. */
export type GalleryDoc = { source: GallerySourceName; id: string; data: Data };

function millis(value: unknown): number {
  const ts = value as { toMillis?: () => number } | null | undefined;
  return typeof ts?.toMillis === 'function' ? ts.toMillis() : 0;
}

/**
 * `where userId == uid` is what lets the rules accept the list (they cannot read each document); the status
 * filter and the createdAt order are served by the (userId, status, createdAt desc) index of each collection.
 */
export function firestoreGallerySource(
  sdk: FirestoreSdk,
  db: Db,
  uid: string,
  source: GallerySourceName,
): PageSource<GalleryDoc> {
  const { collection, statuses } = GALLERY_COLLECTIONS[source];
  return {
    name: source,
    async fetch(limit, after) {
      const constraints = [
        sdk.where('userId', '==', uid),
        sdk.where('status', 'in', [...statuses]),
        sdk.orderBy('createdAt', 'desc'),
        ...(after ? [sdk.startAfter(after)] : []),
        sdk.limit(limit),
      ];
      const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, collection), ...constraints));
      return snapshot.docs.map((doc): PageEntry<GalleryDoc> => ({
        key: `${source}/${doc.id}`,
        time: millis(doc.get('createdAt')),
        value: { source, id: doc.id, data: doc.data() },
        cursor: doc,
      }));
    },
  };
}
