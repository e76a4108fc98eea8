// The one door into the engine for the rest of the back end: an operation of operations.ts, run on the worker
// pool. The pool is loaded on first use, so /health and the other routes never load sharp or tfjs.
import type { OperationName, Operations } from './operations';

export async function runEngine<N extends OperationName>(
  name: N,
  args: Parameters<Operations[N]>[0],
): Promise<Awaited<ReturnType<Operations[N]>>> {
  const { runImaging } = await import('./pool.js');
  return runImaging(name, args);
}
