import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { Card, LinkButton } from '../../../shared/ui';
import '../../../shared/ui/PlaceholderPage.css';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.title'));
  return (
    <section className="placeholder-page container">
      <Card className="placeholder-page__card">
        <span className="not-found__code" aria-hidden>
          {t('notFound.code')}
        </span>
        <h1 className="placeholder-page__title">{t('notFound.title')}</h1>
        <p className="placeholder-page__body">{t('notFound.body')}</p>
        <LinkButton to="/">{t('actions.backHome')}</LinkButton>
      </Card>
    </section>
  );
}
