// Daily at 04:00 KST (the functions table): lapse credit grants older than their expiry. The work is in
// expire-credits.ts, which tests call directly. A lot that fails is logged and retried; the others are not held
// up by it.
import { expireCredits } from './expire-credits';

export async function creditsExpireRun(): Promise<void> {
  const run = await expireCredits();
  // Every other lot is done; failing the run makes the scheduler retry (idempotent) and shows it in the logs.
  if (run.failed) throw new Error(`credit expiry: ${run.failed} lot(s) failed`);
}
