import { describe, expect, it } from 'vitest';
import { createPager, newestFirst, type PageEntry, type PageSource } from './paging';

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Item = { key: string; time: number };

/** A source over a sorted array that counts the documents it returns, like a collection's query reads. */
function fakeSource(name: string, items: Item[]) {
  const sorted = [...items].sort(newestFirst);
  const source: PageSource<Item> & { reads: number } = {
    name,
    reads: 0,
    async fetch(limit, after) {
      const start = after === null ? 0 : sorted.findIndex((i) => i.key === after) + 1;
      const taken = sorted.slice(start, start + limit);
      source.reads += taken.length;
      return taken.map((i): PageEntry<Item> => ({ key: i.key, time: i.time, value: i, cursor: i.key }));
    },
  };
  return source;
}

function mixedItems(seed: number, count: number): Item[][] {
  const next = random(seed);
  const bySource: Item[][] = [[], [], []];
  const base = Date.UTC(2026, 0, 1);
  for (let n = 0; n < count; n++) {
    const source = Math.floor(next() * 3);
    // One item in five reuses an earlier time: same-millisecond ties within and across sources.
    const earlier = bySource.flat();
    const time =
      earlier.length > 0 && next() < 0.2
        ? earlier[Math.floor(next() * earlier.length)]!.time
        : base + Math.floor(next() * 365 * 86_400_000);
    bySource[source]!.push({ key: `s${source}/${n.toString(36).padStart(3, '0')}`, time });
  }
  return bySource;
}

describe('createPager', () => {
  it.each([1, 2, 3])(
    'pages 150 mixed items in exact newest-first order, without duplicates or gaps, reading at most 36 documents a page (seed %i)',
    async (seed) => {
      const bySource = mixedItems(seed, 150);
      const all = bySource.flat();
      expect(new Set(all.map((i) => i.time)).size).toBeLessThan(all.length); // ties exist
      const sources = bySource.map((items, n) => fakeSource(`s${n}`, items));
      const pager = createPager(sources, 12);

      const shown: Item[] = [];
      const readsBefore = () => sources.reduce((sum, s) => sum + s.reads, 0);
      while (pager.hasMore()) {
        const before = readsBefore();
        const page = await pager.next();
        expect(readsBefore() - before).toBeLessThanOrEqual(36);
        expect(page.length === 12 || !pager.hasMore()).toBe(true);
        shown.push(...page);
      }

      expect(shown.map((i) => i.key)).toEqual([...all].sort(newestFirst).map((i) => i.key));
      // Each document is read once over the whole scroll: the look-ahead is kept, not read again.
      expect(readsBefore()).toBe(150);
    },
  );

  it('serves overlapping calls one after another, so a double click cannot show a page twice', async () => {
    const items = Array.from({ length: 30 }, (_, n) => ({ key: `a/${n}`, time: n }));
    const pager = createPager([fakeSource('a', items)], 12);
    const [first, second] = await Promise.all([pager.next(), pager.next()]);
    expect(first!.map((i) => i.time)).toEqual(Array.from({ length: 12 }, (_, n) => 29 - n));
    expect(second!.map((i) => i.time)).toEqual(Array.from({ length: 12 }, (_, n) => 17 - n));
  });

  it('ends with a short page and reports nothing more when the sources are empty', async () => {
    const pager = createPager([fakeSource('a', []), fakeSource('b', [{ key: 'b/1', time: 1 }])], 12);
    expect(await pager.next()).toHaveLength(1);
    expect(pager.hasMore()).toBe(false);
  });
});
