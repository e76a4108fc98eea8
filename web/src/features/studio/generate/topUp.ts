import { packagePath, STUDIO_TOPUP_PACKAGE_ID } from '../../payments';

/** Where a studio user who ran out of generations buys more: Add-on 10's order page, not the instant plans. */
export const STUDIO_TOPUP_PATH = packagePath(STUDIO_TOPUP_PACKAGE_ID);
