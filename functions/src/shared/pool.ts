// Bounded parallelism for provider calls made inside one HTTP request: Hosting answers 504 after 60 s, so calls
// made one after another (ten Gemini analyses) must run side by side instead.

/** Maps `items` through `fn` with at most `limit` calls in flight; the results keep the items' order. */
export async function mapPool<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
