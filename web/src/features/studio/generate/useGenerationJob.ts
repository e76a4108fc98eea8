import type { GenerationStatus, GenerationView } from '@contracts';
import { useLiveJob, type JobSource } from '../../../shared/hooks/useLiveJob';
import { fetchGeneration, watchGeneration } from '../generation-api';

// Wrapped so a test's mock of the api module is what runs.
const source: JobSource<GenerationStatus, GenerationView> = {
  watch: (id, onStatus, onError) => watchGeneration(id, onStatus, onError),
  fetch: (id) => fetchGeneration(id),
  statusOf: (answer) => answer.status,
  initial: 'pending',
};

/** Follows one generation (generations/{id}) live, polling its status call every 2 s when the listener fails. */
export function useGenerationJob(generationId: string | null) {
  return useLiveJob(generationId, source);
}
