// Newest-first paging over several sources at once (the gallery reads three collections), reading only what a
// page shows (DESIGN §3: nothing reads 500 documents to show 12).
//
// Invariant: before a page is merged, every source that is not exhausted holds at least `pageSize` unconsumed
// entries (it is topped up with a query that starts after the last entry it returned). Whatever the merge takes
// is then newer than anything still unread in any source, so pages come out in order with no gap, and since the
// look-ahead is kept rather than read again, no entry is read twice or shown twice. A page reads at most
// `pageSize` documents per source; over a whole scroll each document is read once.

/** One document of a source, in the order the source returns them. */
export type PageEntry<T> = {
  /** Unique across sources (`<source>/<id>`); breaks ties between equal times, higher key first. */
  key: string;
  /** Milliseconds, fractions allowed (Firestore keeps microseconds); newer is larger. */
  time: number;
  value: T;
  /** What the source needs to continue after this entry (a Firestore snapshot for startAfter). */
  cursor: unknown;
};

/** A newest-first sequence that can be read in chunks. */
export interface PageSource<T> {
  readonly name: string;
  /**
   * Up to `limit` entries, newest first, strictly after `after` (the cursor of the last entry this source
   * returned, or null from the start). Fewer than `limit` means the source is exhausted.
   */
  fetch(limit: number, after: unknown): Promise<PageEntry<T>[]>;
}

/** Newer first; equal times by key, higher first (the order Firestore gives within one collection). */
export function newestFirst(a: { time: number; key: string }, b: { time: number; key: string }): number {
  if (a.time !== b.time) return b.time - a.time;
  return a.key < b.key ? 1 : a.key > b.key ? -1 : 0;
}

type SourceState<T> = {
  source: PageSource<T>;
  buffer: PageEntry<T>[];
  cursor: unknown;
  exhausted: boolean;
};

export type Pager<T> = {
  /** The next page (empty once everything was shown). */
  next(): Promise<T[]>;
  /** False once every source is exhausted and every fetched entry was shown. */
  hasMore(): boolean;
};

export function createPager<T>(sources: PageSource<T>[], pageSize: number): Pager<T> {
  const states: SourceState<T>[] = sources.map((source) => ({
    source,
    buffer: [],
    cursor: null,
    exhausted: false,
  }));

  async function topUp(state: SourceState<T>) {
    const wanted = pageSize - state.buffer.length;
    if (state.exhausted || wanted <= 0) return;
    const entries = await state.source.fetch(wanted, state.cursor);
    if (entries.length < wanted) state.exhausted = true;
    const last = entries[entries.length - 1];
    if (last) state.cursor = last.cursor;
    state.buffer.push(...entries);
  }

  function takeNewest(): PageEntry<T> | undefined {
    let best: SourceState<T> | undefined;
    for (const state of states) {
      const head = state.buffer[0];
      if (head && (!best || newestFirst(head, best.buffer[0]!) < 0)) best = state;
    }
    return best?.buffer.shift();
  }

  let busy: Promise<T[]> | null = null;
  async function next(): Promise<T[]> {
    await Promise.all(states.map(topUp));
    const page: T[] = [];
    while (page.length < pageSize) {
      const entry = takeNewest();
      if (!entry) break;
      page.push(entry.value);
    }
    return page;
  }

  return {
    // Two clicks on 'more' must not merge the same look-ahead twice: calls run one after another.
    next: () => {
      const run = (busy ?? Promise.resolve()).then(next, next);
      busy = run;
      return run;
    },
    hasMore: () => states.some((s) => s.buffer.length > 0 || !s.exhausted),
  };
}
