// Connected pixel regions on a w × rows grid (row-major indexes), the walk the mattes' clean-ups share.

/**
 * Walks the 8-connected region that holds `start`: every pixel `joins` accepts and `seen` has not marked yet is
 * marked and visited. `start` must be accepted by the caller. `look(q)` sees every in-grid neighbour of a visited
 * pixel (joined or not), e.g. to notice that the region touches something. Returns the visited pixels.
 */
export function walkRegion(
  w: number,
  rows: number,
  start: number,
  joins: (q: number) => boolean,
  seen: Uint8Array,
  look?: (q: number) => void,
): number[] {
  const region: number[] = [];
  const stack = [start];
  seen[start] = 1;
  while (stack.length) {
    const p = stack.pop()!;
    region.push(p);
    const x = p % w;
    const y = (p - x) / w;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= w || ny >= rows) continue;
        const q = ny * w + nx;
        look?.(q);
        if (seen[q] || !joins(q)) continue;
        seen[q] = 1;
        stack.push(q);
      }
  }
  return region;
}
