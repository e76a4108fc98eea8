import type { Engines } from '@contracts';
import { apiRequest } from './apiClient';

/**
 * What makes each line's pictures on this deployment (GET /health `engines`): 'ai', the local engine (never
 * sold as AI: the selling pages say so before payment), or 'unavailable' (no AI provider: the line is not
 * sold). Asked once per page load; a failed answer is asked again next time.
 */
let answer: Promise<Engines> | null = null;

export function fetchEngines(): Promise<Engines> {
  answer ??= Promise.resolve()
    // Pages of the first screen ask too: the schema (and zod) load with the answer.
    .then(() =>
      apiRequest('/health', { schema: async () => (await import('@contracts/tools')).healthResponseSchema }),
    )
    .then(
      (health) => health.engines,
      (error: unknown) => {
        answer = null;
        throw error;
      },
    );
  return answer;
}
