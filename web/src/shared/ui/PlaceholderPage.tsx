import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/usePageTitle';
import { Card } from './Card';
import { Icon } from './Icon';
import { LinkButton } from './LinkButton';
import './PlaceholderPage.css';

type Props = {
  title: string;
  /** Extra content under the 'coming soon' line (the sign-in page adds a note about returning). */
  children?: ReactNode;
};

/** Stands in for pages that later issues fill in, so every route already renders translated text. */
export function PlaceholderPage({ title, children }: Props) {
  const { t } = useTranslation('common');
  usePageTitle(title);
  return (
    <section className="placeholder-page container">
      <Card className="placeholder-page__card">
        <span className="placeholder-page__icon" aria-hidden>
          <Icon name="sparkles" size={30} />
        </span>
        <h1 className="placeholder-page__title">{title}</h1>
        <p className="placeholder-page__body">{t('status.comingSoon')}</p>
        {children}
        <LinkButton to="/" variant="secondary">
          {t('actions.backHome')}
        </LinkButton>
      </Card>
    </section>
  );
}
