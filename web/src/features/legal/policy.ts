/**
 * The policy constants of spec §9, in one place so the three documents and the product never disagree. They
 * are interpolated into locales/<lng>/legal.json as {{name}}.
 */
export const POLICY = {
  // Retention of photos, enforced by the retentionPurgeHourly schedule (security review L6): these must equal the
  // contract's ORIGINAL_TTL_MS and RESULT_TTL_MS (functions/src/retention-promise.test.ts).
  originalsHours: 24,
  resultsYears: 1,
  creditYears: 1,
  fullRefundDays: 7,
  refundFeePercent: 10,
  minRefundWon: '1,000',
  outageHours: 24,
  reviewBusinessDays: 3,
  noticeDays: 7,
  // The English refund text differs (spec §9): application window, company-fault window, objection window.
  enApplyDays: 7,
  enCompanyFaultDays: 30,
  enObjectionDays: 15,
  effectiveDate: '2026-01-01',
} as const;

export type LegalDocId = 'terms' | 'privacy' | 'refund';

export type LegalSection = { title: string; body: string[] };
