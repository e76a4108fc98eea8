// The one generation history (GET /generation/list without a training): the owner's studio generations and
// instant edits, newest first, paged by offset across both (spec §3: an instant edit is a generation of type
// `instant_generation`). Each line is read up to offset + limit and the two are merged; the offset is capped so a
// page never reads more than HISTORY_READ_MAX documents of each.
import type { TFunction } from 'i18next';
import type { GenerationView } from '../../../contracts';
import { ownEditsAsGenerations } from '../../instant';
import { listOwnGenerations } from './generation.repo';
import { generationView } from './generation.view';

export const HISTORY_READ_MAX = 500;

export async function ownHistory(
  uid: string,
  page: { limit: number; offset: number },
  t: TFunction,
): Promise<GenerationView[]> {
  const upto = Math.min(page.offset + page.limit, HISTORY_READ_MAX);
  if (page.offset >= upto) return [];
  const [generations, edits] = await Promise.all([
    listOwnGenerations(uid, { limit: upto, offset: 0 }),
    ownEditsAsGenerations(uid, upto, t),
  ]);
  const time = (g: GenerationView) => Date.parse(g.created_at) || 0;
  return [...generations.map((g) => generationView(g, t)), ...edits]
    .sort((a, b) => time(b) - time(a))
    .slice(page.offset, upto);
}
