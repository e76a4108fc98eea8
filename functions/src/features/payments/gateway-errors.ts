// Gateway error codes → user-facing messages (locales/*/errors.json under payments.gateway). Codes we have no
// message for fall back to 'error occurred during payment approval' (spec §8). Codes that mean our own keys
// are wrong are logged loudly: the user can do nothing about them.
import * as logger from 'firebase-functions/logger';
import { AppError } from '../../shared/errors';
import type { GatewayError } from '../../providers/payments';

const KNOWN = new Set([
  'REJECT_CARD_PAYMENT',
  'REJECT_CARD_COMPANY',
  'REJECT_ACCOUNT_PAYMENT',
  'EXCEED_MAX_DAILY_PAYMENT_COUNT',
  'EXCEED_MAX_ONE_DAY_AMOUNT',
  'EXCEED_MAX_PAYMENT_AMOUNT',
  'INVALID_CARD_EXPIRATION',
  'INVALID_STOPPED_CARD',
  'INVALID_CARD_LOST_OR_STOLEN',
  'INVALID_CARD_NUMBER',
  'INVALID_PASSWORD',
  'NOT_FOUND_PAYMENT_SESSION',
  'PROVIDER_ERROR',
  'CARD_PROCESSING_ERROR',
  'FDS_ERROR',
  'ALREADY_CANCELED_PAYMENT',
  'NOT_CANCELABLE_AMOUNT',
  'NOT_CANCELABLE_PAYMENT',
]);

const OUR_FAULT = new Set([
  'UNAUTHORIZED_KEY',
  'INVALID_API_KEY',
  'INCORRECT_BASIC_AUTH_FORMAT',
  'FORBIDDEN_REQUEST',
]);

export function gatewayAppError(err: GatewayError, fallbackKey = 'payments.confirm_failed'): AppError {
  if (OUR_FAULT.has(err.code)) logger.error('payment gateway rejected our credentials', { code: err.code });
  const status = err.httpStatus >= 500 ? 502 : 400;
  const key = KNOWN.has(err.code) ? `payments.gateway.${err.code}` : fallbackKey;
  return new AppError(status, key, { gatewayCode: err.code });
}
