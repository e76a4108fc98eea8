import type { GenerationView } from '@contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../shared/ui';

type Props = { provider: GenerationView['provider']; model?: string | null };

/**
 * Which engine makes the headshots, said plainly: the local engine composes them from the person's own photos on
 * our server and is never called AI; fal's model is named.
 */
export function EngineNote({ provider, model }: Props) {
  const { t } = useTranslation('generate');
  return (
    <div className="gen-engine" data-testid="gen-engine" data-provider={provider}>
      <Badge tone={provider === 'local' ? 'soft' : 'accent'}>
        {provider === 'local' ? t('engine.local') : t('engine.ai', { model: model ?? t('engine.fal') })}
      </Badge>
      <p className="tool-note">{t(provider === 'local' ? 'engine.localNote' : 'engine.aiNote')}</p>
    </div>
  );
}
