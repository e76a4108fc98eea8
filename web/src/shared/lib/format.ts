import type { Language } from './language';

/** Intl locale per language; Korean users expect ko-KR conventions, and so on. */
const LOCALE: Record<Language, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };

// Grouping is done with one fixed locale so '₩3,900' reads the same in every language, as on the spec's cards.
const wonNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '₩3,900'. Amounts are whole won; fractions are rounded the way Intl does. */
export function formatWon(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₩${wonNumber.format(Math.abs(amount))}`;
}

/** A package price: the translated 'Free' for zero, otherwise won. */
export function formatPrice(amount: number, freeLabel: string): string {
  return amount === 0 ? freeLabel : formatWon(amount);
}

export function formatDate(date: Date | number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], { year: 'numeric', month: 'long', day: 'numeric' }).format(
    date,
  );
}

export function formatDateTime(date: Date | number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
