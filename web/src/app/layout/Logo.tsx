import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function Logo({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation('common');
  const gradientId = useId();
  return (
    // Named by its visible words plus a hidden "home" (WCAG 2.5.3: a voice user says what they see).
    <Link to="/" className="logo" onClick={onClick}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ff922b" />
            <stop offset="0.5" stopColor="#f76707" />
            <stop offset="1" stopColor="#e64980" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="10" fill={`url(#${gradientId})`} />
        <path d="M16 6.5 18.3 13.7 25.5 16 18.3 18.3 16 25.5 13.7 18.3 6.5 16 13.7 13.7Z" fill="#fff" />
      </svg>
      <span className="logo__text">
        <span className="logo__ko">{t('brand.name')}</span>{' '}
        <span className="logo__latin">{t('brand.latin')}</span>
      </span>{' '}
      <span className="visually-hidden">{t('brand.homeLabel')}</span>
    </Link>
  );
}
