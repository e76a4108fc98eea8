import { describe, expect, it } from 'vitest';
import type { PageSource } from '../../gallery/paging';
import { probeFirstPage } from './page-probe';

/** A source that answers `times` (as given, ignoring `limit` when `ignoreLimit`) on its first call. */
function source(name: string, times: number[], ignoreLimit = false): PageSource<string> {
  return {
    name,
    fetch: async (limit, after) => {
      if (after !== null) return [];
      const entries = times.map((time, n) => ({
        key: `${name}/${n}`,
        time,
        value: `${name}${n}`,
        cursor: n,
      }));
      return ignoreLimit ? entries : entries.slice(0, limit);
    },
  };
}

describe('probeFirstPage', () => {
  it('counts what each source returned and flags a source that reads past its limit', async () => {
    const result = await probeFirstPage([source('a', [9, 8, 7, 6, 5], true), source('b', [4])], 3);
    expect(result.reads).toEqual({ a: 5, b: 1 });
    expect(result).toMatchObject({ total: 6, max: 6, items: 3, ordered: true });
    const over = await probeFirstPage([source('a', [9, 8, 7, 6, 5, 4, 3], true)], 3);
    expect(over.total).toBeGreaterThan(over.max);
  });

  it('reports a page that is not newest first', async () => {
    const result = await probeFirstPage([source('a', [1, 5, 3])], 3);
    expect(result).toMatchObject({ items: 3, ordered: false });
  });
});
