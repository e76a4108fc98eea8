import type { Engines } from '@contracts';
import { useTranslation } from 'react-i18next';
import { useEngines } from '../hooks/useEngines';
import { Card } from './Card';
import { Icon } from './Icon';
import { LinkButton } from './LinkButton';
import './EngineNotice.css';

type Line = keyof Engines;

/**
 * Said on the pages that sell a line, before payment: that its pictures come from the local engine (filters
 * and composition on our server, not AI). Nothing while the line is served by AI or not yet known.
 */
export function EngineNotice({ line }: { line: Line }) {
  const { t } = useTranslation('common');
  const engines = useEngines();
  if (engines?.[line] !== 'local') return null;
  return (
    <div className="engine-notice" role="note" data-testid="engine-notice" data-line={line}>
      <Icon name="alert" size={18} />
      <div>
        <strong>{t('engine.localTitle')}</strong>
        <p>{t(`engine.local.${line}`)}</p>
      </div>
    </div>
  );
}

/** Whether `line` is sold here: false only once the server said it has no engine for it. */
export function useLineSold(line: Line): boolean {
  return useEngines()?.[line] !== 'unavailable';
}

/** Stands in for a selling page whose line this deployment cannot deliver (503 `ai.unavailable`). */
export function ServiceUnavailable() {
  const { t } = useTranslation('common');
  return (
    <section className="container engine-unavailable" data-testid="service-unavailable">
      <Card className="engine-unavailable__card">
        <h1>{t('engine.unavailableTitle')}</h1>
        <p>{t('engine.unavailableBody')}</p>
        <LinkButton to="/" variant="secondary">
          {t('actions.backHome')}
        </LinkButton>
      </Card>
    </section>
  );
}
