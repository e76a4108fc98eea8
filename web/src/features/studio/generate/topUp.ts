import { packagePath, rememberReturn, STUDIO_TOPUP_PACKAGE_ID } from '../../payments';

/** Where a studio user who ran out of generations buys more: Add-on 10's order page, not the instant plans. */
export const STUDIO_TOPUP_PATH = packagePath(STUDIO_TOPUP_PACKAGE_ID);

/** Before leaving for Add-on 10: its success page leads back to this model's generation page. */
export function returnToModelAfterTopUp(trainingId: string) {
  rememberReturn(STUDIO_TOPUP_PACKAGE_ID, `/generate?${new URLSearchParams({ training_id: trainingId })}`);
}
