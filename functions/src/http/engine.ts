// A line whose pictures need a generative AI provider that this deployment does not have is neither sold nor
// started (issue 22 item 7): the same fail-closed rule as payments (providers.ts `enginesFor`).
import type { Engines } from '../contracts';
import { AppError } from '../shared/errors';

/** Throws 503 `ai.unavailable` when `line` has no engine that may serve it here. */
export function requireEngine(engines: Engines, line: keyof Engines): void {
  if (engines[line] === 'unavailable') throw new AppError(503, 'ai.unavailable', { line });
}
