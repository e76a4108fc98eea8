import { useTranslation } from 'react-i18next';
import { Button, Card, Icon, LinkButton } from '../../shared/ui';
import '../../shared/ui/PlaceholderPage.css';

/**
 * Shown when a page throws or its lazy chunk fails to load (typically right after a deploy replaced the
 * chunk names). The shell stays, so the visitor can still navigate or switch language.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <section className="placeholder-page container" role="alert">
      <Card className="placeholder-page__card">
        <span className="placeholder-page__icon" aria-hidden>
          <Icon name="alert" size={30} />
        </span>
        <h1 className="placeholder-page__title">{t('error.title')}</h1>
        <p className="placeholder-page__body">{t('error.body')}</p>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <LinkButton to="/" variant="secondary">
          {t('actions.backHome')}
        </LinkButton>
      </Card>
    </section>
  );
}
