import type { Engines } from '@contracts';
import { fetchEngines } from '../lib/engines';
import { useLoad } from './useLoad';

/** The deployment's engine per line; undefined until known (or when /health cannot be reached). */
export function useEngines(): Engines | undefined {
  return useLoad(() => fetchEngines(), []).data;
}
