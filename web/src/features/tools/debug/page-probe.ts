// The gallery API test: one page of the real paging over given sources, with what it cost. Each source is
// wrapped to count the documents its queries return, so the page's read count is measured, not assumed.
import { createPager, newestFirst, type PageEntry, type PageSource } from '../../gallery';

export type PageProbe = {
  /** Documents read per source, by source name. */
  reads: Record<string, number>;
  total: number;
  /** The most a page may read: pageSize per source (paging.ts invariant). */
  max: number;
  items: number;
  /** Every item is no newer than the one before it (ties broken by key, as the gallery orders them). */
  ordered: boolean;
};

type Stamp = { key: string; time: number };

export async function probeFirstPage<T>(sources: PageSource<T>[], pageSize: number): Promise<PageProbe> {
  const reads: Record<string, number> = {};
  const counted = sources.map((source): PageSource<Stamp> => ({
    name: source.name,
    async fetch(limit, after) {
      const entries = await source.fetch(limit, after);
      reads[source.name] = (reads[source.name] ?? 0) + entries.length;
      return entries.map((e): PageEntry<Stamp> => ({ ...e, value: { key: e.key, time: e.time } }));
    },
  }));
  for (const source of sources) reads[source.name] = 0;
  const page = await createPager(counted, pageSize).next();
  return {
    reads,
    total: Object.values(reads).reduce((sum, n) => sum + n, 0),
    max: pageSize * sources.length,
    items: page.length,
    ordered: page.every((stamp, n) => n === 0 || newestFirst(page[n - 1]!, stamp) <= 0),
  };
}
