import type { ToolsCapabilities } from '@contracts';
import { apiRequest } from '../lib/apiClient';
import { useLoad } from './useLoad';

/** What the tool pages can do here (GET /gemini/capabilities): image generation needs a configured model. */
export function fetchCapabilities(): Promise<ToolsCapabilities> {
  // Asked from the dashboard too: the schema (and zod) load with the answer.
  return apiRequest('/gemini/capabilities', {
    auth: true,
    schema: async () => (await import('@contracts/gemini-tools')).toolsCapabilitiesSchema,
  });
}

/**
 * Whether image generation can run here, for the pages that offer it (the dashboard, the tool page): true or false
 * once the server says, null until then (a failed call counts as unknown: the page still lets the user try).
 */
export function useImageGenerationAvailable(): boolean | null {
  const { data } = useLoad(() => fetchCapabilities(), []);
  return data ? data.image_generation : null;
}
