// Credits: units, balances and the ledger the profile page reads (users/{uid}/ledger).
import { z } from 'zod';
import { timestampSchema } from './shared';

export const CREDIT_UNITS = ['instant', 'training', 'generation'] as const;
export const creditUnitSchema = z.enum(CREDIT_UNITS);
export type CreditUnit = z.infer<typeof creditUnitSchema>;

/** A count per unit: balances on users/{uid}.credits, and what a package provides. */
export const balancesSchema = z.object({
  instant: z.number().int(),
  training: z.number().int(),
  generation: z.number().int(),
});
export type Balances = z.infer<typeof balancesSchema>;

/**
 * `revoke` removes what is left of a grant whose payment was refunded or cancelled at the gateway (or, for a
 * partial cancel at the gateway, the cancelled share); `restore` gives back what a refund the gateway then
 * refused had removed.
 */
export const LEDGER_KINDS = ['grant', 'consume', 'refund', 'expire', 'revoke', 'restore'] as const;
export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

/** Why a refund was made when the kind alone does not say it: `likeness`, results that were not the person. */
export const LEDGER_REASONS = ['likeness'] as const;
export const ledgerReasonSchema = z.enum(LEDGER_REASONS);
export type LedgerReason = z.infer<typeof ledgerReasonSchema>;

/** users/{uid}/ledger/{id}: a signed change and the balance after it. */
export const ledgerEntryDocSchema = z.object({
  kind: ledgerKindSchema,
  unit: creditUnitSchema,
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  ref: z.string(),
  expiresAt: timestampSchema.nullable(),
  createdAt: timestampSchema.nullable(),
  /** Grants only: open until expiry or a refund closes the lot. */
  open: z.boolean().optional(),
  /** Grants only: credits a partial cancel at the gateway took out of the lot. */
  reduced: z.number().int().optional(),
  /** Refunds of part of a completed job: why (ref `{jobId}:{reason}`). */
  reason: ledgerReasonSchema.optional(),
});
export type LedgerEntryDoc = z.infer<typeof ledgerEntryDocSchema>;

/** GET /pricing/credits (spec §7 reads instant_credits; the others are for the studio). */
export const creditsResponseSchema = z.object({
  instant_credits: z.number().int(),
  training_credits: z.number().int(),
  generation_credits: z.number().int(),
  credits: balancesSchema,
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;
