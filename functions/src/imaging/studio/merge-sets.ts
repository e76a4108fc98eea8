// Reference sets made in parts (the local trainer sends chunks of photos to both engine workers at once) merged
// into one: crops re-ranked across the parts, the centroid recomputed, indexes mapped back to the whole input.
// Pure: the adapter runs it in the API process without loading the engine.
import { centroidOf } from '../similarity';
import type { ReferenceSetResult } from './reference-entries';

export interface ReferencePart {
  /** Index of the part's first image in the whole input. */
  offset: number;
  set: ReferenceSetResult;
}

export function mergeReferenceSets(parts: ReferencePart[]): ReferenceSetResult {
  if (parts.length === 1 && parts[0]!.offset === 0) return parts[0]!.set;
  const entries = parts.flatMap(({ set }) =>
    set.crops.map((crop, i) => ({ crop, descriptor: set.descriptors[i]!, rank: set.ranks[i]! })),
  );
  entries.sort((a, b) => b.rank - a.rank);
  const best = parts.reduce((a, b) => ((b.set.ranks[0] ?? -1) > (a.set.ranks[0] ?? -1) ? b : a));
  const descriptors = entries.map((e) => e.descriptor);
  return {
    crops: entries.map((e) => e.crop),
    descriptors,
    centroid: centroidOf(descriptors),
    bestIndex: best.offset + best.set.bestIndex,
    ranks: entries.map((e) => e.rank),
    thumbnail: best.set.thumbnail,
  };
}
