// Buying, confirming and refunding: the price list (pricing_config/main) and the /payments routes.
import { z } from 'zod';
import { balancesSchema } from './credits';
import { localized, type Localized } from './shared';
import {
  STYLE_GENERATIONS_EACH,
  STYLE_OPTION_IDS,
  STYLE_ORDER_TRAININGS,
  styleOptionIdSchema,
} from './studio';

const STYLE_OPTION_COUNT = STYLE_OPTION_IDS.length;

export const PACKAGE_LINES = ['instant', 'studio'] as const;
export const packageLineSchema = z.enum(PACKAGE_LINES);
export type PackageLine = z.infer<typeof packageLineSchema>;

export const PAYMENT_METHODS = ['CARD', 'MOBILE'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** One package of pricing_config/main (spec §3; seeded by scripts/seed, read-only for clients). */
export const packageSchema = z.object({
  id: z.string().min(1),
  line: packageLineSchema,
  /** Position within its line, from 1. */
  order: z.number().int(),
  name: localized(z.string()),
  description: localized(z.string()),
  features: localized(z.array(z.string())),
  price_krw: z.number().int().nonnegative(),
  original_price_krw: z.number().int().nullable(),
  /** Percent off original_price_krw, rounded; 0 without an original price. */
  discount_rate: z.number(),
  free_trial: z.boolean(),
  best_value: z.boolean(),
  /** Credits granted per unit. */
  provides: balancesSchema,
  /** Its generation credits make 4K results (FOUR_K_SIDE on the long side) as well (spec: Value 30). */
  four_k: z.boolean(),
  active: z.boolean(),
});
export type Package = z.infer<typeof packageSchema>;

/** One style of the studio wizard (spec §3 "Style option", §9 prices), pricing_config/main `styles`. */
export const styleOptionSchema = z.object({
  id: styleOptionIdSchema,
  order: z.number().int(),
  name: localized(z.string()),
  description: localized(z.string()),
  price_krw: z.number().int().positive(),
  /** A sample picture; null shows the card's own illustration. */
  image_url: z.string().nullable(),
  popular: z.boolean(),
  active: z.boolean(),
});
export type StyleOption = z.infer<typeof styleOptionSchema>;

/** pricing_config/main. */
export const pricingConfigSchema = z.object({
  currency: z.string(),
  packages: z.object({ instant: z.array(packageSchema), studio: z.array(packageSchema) }),
  styles: z.array(styleOptionSchema),
});
export type PricingConfig = z.infer<typeof pricingConfigSchema>;

/*
 * Reading pricing_config/main (seeded by scripts/seed, read-only for clients under the rules), on both sides.
 * Forgiving where the seed may be sparse: optional flags and a missing translation get defaults (Korean, the
 * source language, for texts) before the check, and an entry that still fails it is dropped rather than crashing
 * the landing page or the order.
 */
type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

function withKoreanFallback<T>(value: unknown, empty: T): Localized<unknown> {
  const map = isObject(value) ? value : {};
  const ko = map.ko ?? empty;
  return { ko, en: map.en ?? ko, ja: map.ja ?? ko };
}

/** The defaults of a sparse entry; the types are left to the schema. */
function withDefaults(raw: Loose, line: PackageLine): Loose {
  const provides = isObject(raw.provides) ? raw.provides : {};
  return {
    ...raw,
    // Spec §3: each entry carries `id` or `doc_id`.
    id: raw.id ?? raw.doc_id,
    line: raw.line ?? line,
    order: raw.order ?? Number.MAX_SAFE_INTEGER,
    name: withKoreanFallback(raw.name, ''),
    description: withKoreanFallback(raw.description, ''),
    features: withKoreanFallback(raw.features, []),
    original_price_krw: raw.original_price_krw ?? null,
    discount_rate: raw.discount_rate ?? 0,
    free_trial: raw.free_trial ?? false,
    best_value: raw.best_value ?? false,
    four_k: raw.four_k ?? false,
    provides: {
      training: provides.training ?? 0,
      generation: provides.generation ?? 0,
      instant: provides.instant ?? 0,
    },
    active: raw.active ?? true,
  };
}

export function parsePackage(raw: unknown, line: PackageLine): Package | null {
  if (!isObject(raw)) return null;
  const parsed = packageSchema.safeParse(withDefaults(raw, line));
  return parsed.success ? parsed.data : null;
}

export function parseStyleOption(raw: unknown): StyleOption | null {
  if (!isObject(raw)) return null;
  const parsed = styleOptionSchema.safeParse({
    ...raw,
    id: raw.id ?? raw.doc_id,
    order: raw.order ?? Number.MAX_SAFE_INTEGER,
    name: withKoreanFallback(raw.name, ''),
    description: withKoreanFallback(raw.description, ''),
    image_url: raw.image_url ?? raw.imageUrl ?? null,
    popular: raw.popular ?? false,
    active: raw.active ?? true,
  });
  return parsed.success ? parsed.data : null;
}

/** What an order of these styles grants (our rule, contracts/studio.ts): one training, images per style. */
export function styleOrderProvides(count: number) {
  return { training: STYLE_ORDER_TRAININGS, generation: STYLE_GENERATIONS_EACH * count, instant: 0 };
}

export function parsePricingConfig(data: unknown): PricingConfig {
  const root = isObject(data) ? data : {};
  const lists = isObject(root.packages) ? root.packages : {};
  const parseLine = (line: PackageLine) =>
    (Array.isArray(lists[line]) ? lists[line] : [])
      .map((raw) => parsePackage(raw, line))
      .filter((pkg): pkg is Package => pkg !== null);
  return {
    currency: typeof root.currency === 'string' && root.currency ? root.currency : 'KRW',
    packages: { instant: parseLine('instant'), studio: parseLine('studio') },
    styles: (Array.isArray(root.styles) ? root.styles : [])
      .map(parseStyleOption)
      .filter((style): style is StyleOption => style !== null),
  };
}

/** GET /payments/config: what the browser needs to open the payment window. */
export const checkoutConfigSchema = z.object({
  provider: z.enum(['toss', 'sandbox']),
  clientKey: z.string().nullable(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

/** Toss accepts [A-Za-z0-9_-=] 6-64; we use the subset every source agrees on. */
export const orderIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);
export const paymentKeySchema = z.string().min(1).max(200);
// Redirects stay on our own pages: the path is checked here, the origin (PUBLIC_BASE_URL's, which only the
// server knows) by POST /payments/request.
const returnUrl = (path: string) =>
  z.url({ protocol: /^https?$/ }).refine((u) => new URL(u).pathname === path, `must point to ${path}`);

/**
 * POST /payments/request: a package (`packageId`) or the style wizard's choice (`styleIds`), exactly one. The
 * amount comes from the price list, never from the browser.
 */
export const paymentRequestSchema = z
  .object({
    packageId: z.string().min(1).max(64).optional(),
    styleIds: z.array(styleOptionIdSchema).min(1).max(STYLE_OPTION_COUNT).optional(),
    method: paymentMethodSchema.default('CARD'),
    successUrl: returnUrl('/payment/success'),
    failUrl: returnUrl('/payment/fail'),
  })
  .refine((r) => (r.packageId === undefined) !== (r.styleIds === undefined), {
    message: 'packageId or styleIds, exactly one',
  });
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

/** The order as the browser sees it (POST /payments/request). */
export const orderSchema = z.object({
  orderId: z.string(),
  orderName: z.string(),
  amount: z.number().int(),
  method: paymentMethodSchema,
  successUrl: z.string(),
  failUrl: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const paymentRequestResponseSchema = orderSchema.extend({ success: z.literal(true) });
export type PaymentRequestResponse = z.infer<typeof paymentRequestResponseSchema>;

/** GET /payments/orders/{orderId}: the caller's own order (the sandbox checkout page). */
export const orderViewSchema = orderSchema.extend({
  /** CONFIRMING: the confirm is under way at the gateway (or was interrupted, and reconciliation will finish it). */
  status: z.enum(['READY', 'CONFIRMING', 'CONFIRMED', 'FAILED']),
  packageId: z.string(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** POST /payments/confirm. */
export const confirmRequestSchema = z.object({
  paymentKey: paymentKeySchema,
  orderId: orderIdSchema,
  amount: z.number().int().positive(),
});
export type ConfirmRequest = z.infer<typeof confirmRequestSchema>;

export const PAYMENT_STATUSES = ['CONFIRMED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'CANCELED'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Spec §3: what the purchase list and the success page show of a payment. Dates are ISO strings. */
export const paymentViewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: paymentStatusSchema,
  orderName: z.string(),
  package: z.object({
    id: z.string(),
    name: z.string(),
    training_included: z.number().int(),
    generations_included: z.number().int(),
    instant_included: z.number().int(),
  }),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  method: paymentMethodSchema,
  receiptUrl: z.string().nullable(),
  completedAt: z.string(),
  createdAt: z.string(),
  /** A refund is reserved and waiting for the gateway (the credits are already removed). */
  refundPending: z.boolean().optional(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** POST /payments/confirm and POST /payments/{paymentKey}/refund. */
export const paymentResponseSchema = z.object({ success: z.literal(true), payment: paymentViewSchema });
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/** GET /payments/my-payments: newest first. */
export const myPaymentsResponseSchema = z.object({
  success: z.literal(true),
  payments: z.array(paymentViewSchema),
});
export type MyPaymentsResponse = z.infer<typeof myPaymentsResponseSchema>;

/** What the refund policy (spec §9) allows for a payment now. */
export const refundQuoteSchema = z.discriminatedUnion('allowed', [
  z.object({
    allowed: z.literal(true),
    kind: z.enum(['full', 'partial']),
    refund: z.number().int(),
    fee: z.number().int(),
  }),
  z.object({ allowed: z.literal(false), reason: z.enum(['nothing_left', 'below_minimum']) }),
]);
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

/** GET /payments/{paymentKey}/refund: no quote once nothing can be refunded, or while a refund is pending. */
export const refundQuoteResponseSchema = z.object({
  payment: paymentViewSchema,
  quote: refundQuoteSchema.nullable(),
});
export type RefundQuoteResponse = z.infer<typeof refundQuoteResponseSchema>;

/** POST /payments/{paymentKey}/refund; `override` is honoured for admins only. */
export const refundRequestSchema = z.object({
  override: z.boolean().optional(),
  reason: z.string().max(200).optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** POST /payments/sandbox/authorize: the sandbox checkout's pay button. */
export const sandboxAuthorizeRequestSchema = z.object({ orderId: orderIdSchema });
export type SandboxAuthorizeRequest = z.infer<typeof sandboxAuthorizeRequestSchema>;
export const sandboxAuthorizeResponseSchema = z.object({
  paymentKey: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
});
export type SandboxAuthorizeResponse = z.infer<typeof sandboxAuthorizeResponseSchema>;
