// The gallery's real Firestore source adapter against the emulator, under firestore.rules: three collections
// paged newest first, 12 at a time, reading only what a page shows, and only the signed-in owner's images.
import { describe, expect, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import * as sdk from 'firebase/firestore';
import { Timestamp, doc, writeBatch } from 'firebase/firestore';
import {
  GALLERY_COLLECTIONS,
  GALLERY_SOURCE_NAMES,
  firestoreGallerySource,
  type GalleryDoc,
} from '../../web/src/features/gallery/firestore-source';
import { createPager, newestFirst, type PageSource } from '../../web/src/features/gallery/paging';
import { firestoreOf, useRulesEnv } from './rules-env';

const rulesEnv = useRulesEnv();
const ALICE = 'alice';
const BOB = 'bob';

type Seeded = { key: string; time: number; userId: string; status: string; shown: boolean };

/** 150 documents over the three collections: mostly Alice's finished images, some unfinished, some Bob's. */
async function seed(): Promise<Seeded[]> {
  const seeded: Seeded[] = [];
  const base = Date.UTC(2026, 0, 1);
  for (let n = 0; n < 150; n++) {
    const source = GALLERY_SOURCE_NAMES[n % 3]!;
    const userId = n % 5 === 4 ? BOB : ALICE;
    const finished = n % 7 !== 3;
    const statuses = GALLERY_COLLECTIONS[source].statuses;
    // Unfinished ones are 'failed': a 'processing' instant edit would wake the instant job trigger.
    const status = finished ? statuses[n % statuses.length]! : 'failed';
    // Every tenth document shares its time with the one before (ties across collections).
    const time = n % 10 === 9 ? seeded[n - 1]!.time : base + ((n * 7919) % 150) * 3_600_000;
    const id = `doc-${String(n).padStart(3, '0')}`;
    seeded.push({ key: `${source}/${id}`, time, userId, status, shown: userId === ALICE && finished });
  }
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    const batch = writeBatch(db);
    for (const s of seeded) {
      const [source, id] = s.key.split('/') as [keyof typeof GALLERY_COLLECTIONS, string];
      batch.set(doc(db, GALLERY_COLLECTIONS[source].collection, id), {
        userId: s.userId,
        status: s.status,
        createdAt: Timestamp.fromMillis(s.time),
        prompt: `prompt ${id}`,
      });
    }
    await batch.commit();
  });
  return seeded;
}

/** Wraps a source to count the documents its queries return. */
function counted(source: PageSource<GalleryDoc>, reads: { n: number }): PageSource<GalleryDoc> {
  return {
    name: source.name,
    fetch: async (limit, after) => {
      const entries = await source.fetch(limit, after);
      reads.n += entries.length;
      return entries;
    },
  };
}

describe('gallery Firestore source', () => {
  it("pages the owner's finished images newest first, 12 at a time, with at most 36 reads a page and nothing of another user", async () => {
    const seeded = await seed();
    const db = firestoreOf(rulesEnv().authenticatedContext(ALICE));
    const reads = { n: 0 };
    const pager = createPager(
      GALLERY_SOURCE_NAMES.map((name) => counted(firestoreGallerySource(sdk, db, ALICE, name), reads)),
      12,
    );

    const shown: GalleryDoc[] = [];
    while (pager.hasMore()) {
      const before = reads.n;
      const page = await pager.next();
      expect(reads.n - before).toBeLessThanOrEqual(36);
      shown.push(...page);
    }

    const expected = seeded.filter((s) => s.shown).sort(newestFirst);
    expect(expected.length).toBeGreaterThan(90);
    expect(shown.map((d) => `${d.source}/${d.id}`)).toEqual(expected.map((s) => s.key));
    expect(shown.every((d) => d.data.userId === ALICE)).toBe(true);
    expect(reads.n).toBe(expected.length);
  });

  it("denies the same queries to another user and to a signed-out visitor, and Alice's lists without her uid", async () => {
    await seed();
    for (const name of GALLERY_SOURCE_NAMES) {
      const bob = firestoreOf(rulesEnv().authenticatedContext(BOB));
      await assertFails(firestoreGallerySource(sdk, bob, ALICE, name).fetch(12, null));
      const out = firestoreOf(rulesEnv().unauthenticatedContext());
      await assertFails(firestoreGallerySource(sdk, out, ALICE, name).fetch(12, null));
      const alice = firestoreOf(rulesEnv().authenticatedContext(ALICE));
      const { collection, statuses } = GALLERY_COLLECTIONS[name];
      await assertFails(
        sdk.getDocs(
          sdk.query(
            sdk.collection(alice, collection),
            sdk.where('status', 'in', [...statuses]),
            sdk.orderBy('createdAt', 'desc'),
            sdk.limit(12),
          ),
        ),
      );
    }
  });
});
