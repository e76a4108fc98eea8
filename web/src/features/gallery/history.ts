// The generation history list's own logic (spec §2 "Generation history list", §3 "Generation"): search,
// status counts, sort and the mode of a row. Pure, so the component stays a view.
import { GENERATION_STATUSES, type GenerationStatus, type GenerationView } from '@contracts';

export const HISTORY_FILTERS = ['all', ...GENERATION_STATUSES] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];
export const HISTORY_SORTS = ['newest', 'mostImages'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];

/** Spec §3: instant when typed so, or made from an instant edit, or from an original without a training. */
export function generationMode(g: GenerationView): 'instant' | 'trained' {
  if (g.type === 'instant_generation' || g.instant_edit_id) return 'instant';
  if (g.original_image_url && !g.training_id) return 'instant';
  return 'trained';
}

/** Spec §2: the search matches display prompt, prompt, trigger word, LoRA name and style. */
export function matchesSearch(g: GenerationView, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [g.display_prompt, g.prompt, g.trigger_word, g.lora_name, g.request.style].some(
    (text) => typeof text === 'string' && text.toLowerCase().includes(needle),
  );
}

/** How many of the (searched) list each status filter would show. */
export function statusCounts(list: GenerationView[]): Record<HistoryFilter, number> {
  const counts = Object.fromEntries(HISTORY_FILTERS.map((f) => [f, 0])) as Record<HistoryFilter, number>;
  for (const g of list) {
    counts.all++;
    counts[g.status as GenerationStatus]++;
  }
  return counts;
}

const time = (g: GenerationView) => Date.parse(g.created_at) || 0;

export function sortGenerations(list: GenerationView[], sort: HistorySort): GenerationView[] {
  const newest = (a: GenerationView, b: GenerationView) => time(b) - time(a);
  return [...list].sort(
    sort === 'mostImages' ? (a, b) => b.images.length - a.images.length || newest(a, b) : newest,
  );
}

/** The rows shown: searched, filtered by status, sorted. */
export function visibleGenerations(
  list: GenerationView[],
  { search, filter, sort }: { search: string; filter: HistoryFilter; sort: HistorySort },
): GenerationView[] {
  const rows = list.filter((g) => matchesSearch(g, search) && (filter === 'all' || g.status === filter));
  return sortGenerations(rows, sort);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** '3일 전', '2 hours ago': the largest whole unit, 'now' under a minute. */
export function relativeTime(date: Date, now: Date, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const diff = date.getTime() - now.getTime();
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return format.format(Math.trunc(diff / ms), unit);
  }
  return format.format(0, 'second');
}
