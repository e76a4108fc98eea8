import type { InstantEditStatus } from '@contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../shared/ui';

type Props = Pick<InstantEditStatus, 'provider' | 'model' | 'local_look'>;

/**
 * The look's name from `localLooks.<look>.name`. Those keys belong to the local engine's looks, which add them;
 * until a language has one, the look id shows rather than nothing.
 */
function lookName(t: TFunction<'instant'>, look: string): string {
  const loose = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return loose(`localLooks.${look}.name`, { defaultValue: look });
}

/**
 * Which engine made the result, said plainly: the local engine's looks are filters and composition made on our
 * server and are never called AI; the generative providers are named with their model.
 */
export function EngineLabel({ provider, model, local_look: look }: Props) {
  const { t } = useTranslation('instant');
  if (provider === 'local') {
    return (
      <div className="instant-engine" data-testid="instant-engine" data-provider="local">
        <Badge tone="soft">
          {t('engine.local', { look: look ? lookName(t, look) : t('engine.localEngine') })}
        </Badge>
        <p className="tool-note">{t('engine.localNote')}</p>
      </div>
    );
  }
  const name = t(`engine.providers.${provider}`);
  return (
    <div className="instant-engine" data-testid="instant-engine" data-provider={provider}>
      <Badge tone="accent">{t('engine.ai', { model: model ?? name })}</Badge>
      <p className="tool-note">{t('engine.aiNote', { provider: name })}</p>
    </div>
  );
}
