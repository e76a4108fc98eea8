// Worker thread entry (compiled to lib/imaging/worker.js): runs operations posted by the pool, one at a time.
import { parentPort } from 'node:worker_threads';
import { ImagingError } from './errors';
import { operations, type OperationName } from './operations';
import { revive } from './pool';

parentPort?.on('message', async (msg: { id: number; name: OperationName; args: unknown }) => {
  try {
    const op = operations[msg.name] as (a: unknown) => Promise<unknown>;
    const result = await op(revive(msg.args));
    parentPort!.postMessage({ id: msg.id, ok: true, result });
  } catch (err) {
    const error =
      err instanceof ImagingError
        ? { code: err.code, params: err.params, message: err.message }
        : { message: err instanceof Error ? err.message : String(err) };
    parentPort!.postMessage({ id: msg.id, ok: false, error });
  }
});
