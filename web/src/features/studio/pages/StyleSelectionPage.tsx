import type { StyleOptionId } from '@contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import {
  Button,
  Card,
  EngineNotice,
  Icon,
  LinkButton,
  ServiceUnavailable,
  Skeleton,
  useLineSold,
} from '../../../shared/ui';
import { StyleCard } from '../components/StyleCard';
import { WizardSteps } from '../components/WizardSteps';
import { usePricing } from '../usePricing';
import { storeStyleChoice, storedStyleChoice, uploadSession } from '../wizardStorage';
import '../components/studio.css';
import './StyleSelectionPage.css';

/**
 * Spec §2 style selection (wizard step 2): multi-select with the total, then pay. The total shown is the price
 * list's; the server prices the order again from the same list. Without an upload session it goes to /upload.
 */
export default function StyleSelectionPage() {
  const { t } = useTranslation('studio');
  usePageTitle(t('styleSelection.title'));
  const navigate = useNavigate();
  const { config, error, retry } = usePricing();
  const { language } = useLanguage();
  const format = useFormat();
  const [selected, setSelected] = useState<StyleOptionId[]>(storedStyleChoice);
  const styles = useMemo(
    () => (config?.styles ?? []).filter((s) => s.active).sort((a, b) => a.order - b.order),
    [config],
  );
  const chosen = styles.filter((s) => selected.includes(s.id));
  const total = chosen.reduce((sum, s) => sum + s.price_krw, 0);
  const sold = useLineSold('studio');

  if (!sold) return <ServiceUnavailable />;
  if (!uploadSession.get()) return <Navigate to="/upload" replace />;

  const toggle = (id: StyleOptionId) =>
    setSelected((list) => (list.includes(id) ? list.filter((s) => s !== id) : [...list, id]));

  function pay() {
    if (chosen.length === 0) return;
    const ids = chosen.map((s) => s.id);
    storeStyleChoice(ids, total);
    navigate(`/payment?styles=${ids.join(',')}`);
  }

  return (
    <section className="tool-page studio-page container">
      <WizardSteps current={2} />
      <h1 className="tool-page__title">{t('styleSelection.title')}</h1>
      <p className="tool-page__lead">{t('styleSelection.lead')}</p>
      <EngineNotice line="studio" />
      {error ? (
        <Card className="tool-card" role="alert">
          <p className="tool-error">{t('styleSelection.loadFailed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('actions.retry')}
          </Button>
        </Card>
      ) : config === undefined ? (
        <div className="studio-styles">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={260} radius={16} />
          ))}
        </div>
      ) : styles.length === 0 ? (
        <p className="tool-note">{t('styleSelection.empty')}</p>
      ) : (
        <div className="studio-styles">
          {styles.map((style) => (
            <StyleCard
              key={style.id}
              style={style}
              selected={selected.includes(style.id)}
              onToggle={() => toggle(style.id)}
            />
          ))}
        </div>
      )}
      {styles.some((s) => s.image_url) && (
        <p className="tool-note" data-testid="style-samples-note">
          {t('styleSelection.samplesNote')}
        </p>
      )}
      {/* What an order grants is read once, above the bar; the sticky bar keeps only the total and the actions. */}
      <p className="tool-note" data-testid="style-grants">
        {t('styleSelection.grants')}
      </p>
      <Card className="studio-summary" data-testid="style-summary">
        <div>
          <p className="studio-summary__names">
            {chosen.length ? chosen.map((s) => s.name[language]).join(', ') : t('styleSelection.noneChosen')}
          </p>
          <p className="studio-summary__total">
            {t('styleSelection.total')} <strong data-testid="style-total">{format.price(total)}</strong>
          </p>
        </div>
        <div className="studio-summary__actions">
          <LinkButton to="/upload" variant="secondary" data-testid="style-previous">
            {t('styleSelection.previous')}
          </LinkButton>
          <Button onClick={pay} disabled={chosen.length === 0} data-testid="style-pay">
            {t('styleSelection.pay', { count: chosen.length })}
            <Icon name="arrowRight" size={18} />
          </Button>
        </div>
      </Card>
    </section>
  );
}
