// The web's API layer speaks the server's contract: these assertions are checked by `tsc -p web/tsconfig.json`
// (a renamed or retyped field in the contract fails the web build), and the runtime half checks that what the
// client builds from stored data still satisfies the contract's schemas.
import {
  pricingConfigSchema,
  type Balances,
  type CheckoutConfig,
  type EditResponse,
  type FaceMaskResponse,
  type IdPhotoResponse,
  type OptimizeReferenceResponse,
  type OrderView,
  type PaymentRequestResponse,
  type PaymentView,
  type PricingConfig,
  type ReferencePrompts,
  type RefundQuote,
  type SandboxAuthorizeResponse,
  type SessionResponse,
  type UpdateProfileResponse,
} from '@contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as account from '../../features/account/api';
import * as auth from '../../features/auth/api';
import * as credits from '../../features/credits/api';
import * as idphoto from '../../features/idphoto/api';
import * as payments from '../../features/payments/api';
import { parsePricingConfig } from '../../features/payments/packages';
import * as tools from '../../features/tools/api';

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

describe('the web API layer returns the contract types', () => {
  it('account and auth', () => {
    expectTypeOf<Answer<typeof account.saveDisplayName>>().toEqualTypeOf<UpdateProfileResponse>();
    expectTypeOf<Answer<typeof auth.openSession>>().toEqualTypeOf<SessionResponse>();
  });

  it('credits', () => {
    expectTypeOf<Answer<typeof credits.fetchCredits>>().toEqualTypeOf<Balances>();
  });

  it('payments', () => {
    expectTypeOf<Answer<typeof payments.fetchPricingConfig>>().toEqualTypeOf<PricingConfig | null>();
    expectTypeOf<Answer<typeof payments.fetchCheckoutConfig>>().toEqualTypeOf<CheckoutConfig>();
    expectTypeOf<Answer<typeof payments.requestOrder>>().toEqualTypeOf<PaymentRequestResponse>();
    expectTypeOf<Answer<typeof payments.confirmPayment>>().toEqualTypeOf<PaymentView>();
    expectTypeOf<Answer<typeof payments.fetchOrder>>().toEqualTypeOf<OrderView>();
    expectTypeOf<Answer<typeof payments.authorizeSandboxPayment>>().toEqualTypeOf<SandboxAuthorizeResponse>();
    expectTypeOf<Answer<typeof payments.fetchPurchases>>().toEqualTypeOf<PaymentView[]>();
    expectTypeOf<Answer<typeof payments.fetchRefundQuote>>().toEqualTypeOf<RefundQuote | null>();
    expectTypeOf<Answer<typeof payments.requestRefund>>().toEqualTypeOf<PaymentView>();
  });

  it('ID photo and tools', () => {
    expectTypeOf<Answer<typeof idphoto.makeIdPhoto>>().toEqualTypeOf<IdPhotoResponse>();
    expectTypeOf<Answer<typeof idphoto.ideogramEdit>>().toEqualTypeOf<EditResponse>();
    expectTypeOf<Answer<typeof tools.createMasks>>().toEqualTypeOf<FaceMaskResponse>();
    expectTypeOf<Answer<typeof tools.optimizeReference>>().toEqualTypeOf<OptimizeReferenceResponse>();
    expectTypeOf<Answer<typeof tools.testPrompts>>().toEqualTypeOf<ReferencePrompts>();
  });
});

describe('the pricing config parse', () => {
  it('yields a document the contract accepts, with the doc_id and Korean fallbacks applied', () => {
    const config = parsePricingConfig({
      currency: 'KRW',
      packages: {
        instant: [
          { doc_id: 'instant_free', order: 1, name: { ko: '무료 체험' }, price_krw: 0, free_trial: true },
        ],
        studio: [{ id: 'no_price', name: { ko: '가격 없음' } }],
      },
    });
    expect(pricingConfigSchema.parse(config)).toEqual(config);
    expect(config.packages.instant[0]).toMatchObject({ id: 'instant_free', line: 'instant', active: true });
    expect(config.packages.instant[0]!.name.ja).toBe('무료 체험');
    expect(config.packages.studio).toEqual([]);
  });
});
