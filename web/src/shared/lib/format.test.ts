import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, formatWon } from './format';

describe('formatWon', () => {
  it.each([
    [3900, '₩3,900'],
    [9900, '₩9,900'],
    [11700, '₩11,700'],
    [150000, '₩150,000'],
    [1234567, '₩1,234,567'],
    [500, '₩500'],
    [0, '₩0'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatWon(amount)).toBe(expected);
  });

  it('keeps the sign in front of the symbol', () => {
    expect(formatWon(-3900)).toBe('-₩3,900');
  });
});

describe('formatPrice', () => {
  it('shows the translated free label for zero', () => {
    expect(formatPrice(0, '무료')).toBe('무료');
    expect(formatPrice(0, 'Free')).toBe('Free');
  });

  it('shows won otherwise', () => {
    expect(formatPrice(3900, '무료')).toBe('₩3,900');
  });
});

describe('formatDate', () => {
  const date = new Date(2025, 2, 5, 14, 30);

  it('uses each language’s conventions', () => {
    expect(formatDate(date, 'ko')).toBe('2025년 3월 5일');
    expect(formatDate(date, 'en')).toBe('March 5, 2025');
    expect(formatDate(date, 'ja')).toBe('2025年3月5日');
  });
});
