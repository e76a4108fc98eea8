import { useTranslation } from 'react-i18next';
import { Icon, cx } from '../../../shared/ui';

/**
 * The steps a user goes through: without a training credit the photos lead to choosing styles and paying;
 * with one there is nothing to buy, so they lead straight to training and then to generating.
 */
const PATHS = {
  purchase: ['upload', 'styles', 'payment'],
  credit: ['upload', 'training', 'generate'],
} as const;

export type WizardPath = keyof typeof PATHS;

/** The wizard's stepper (spec §2: on style selection, step 1 upload done and step 2 current). */
export function WizardSteps({ current, path = 'purchase' }: { current: 1 | 2 | 3; path?: WizardPath }) {
  const { t } = useTranslation('studio');
  return (
    <ol className="studio-steps" aria-label={t('wizard.label')} data-path={path}>
      {PATHS[path].map((step, i) => {
        const n = i + 1;
        const state = n < current ? 'done' : n === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={cx('studio-steps__step', `studio-steps__step--${state}`)}
            aria-current={state === 'current' ? 'step' : undefined}
            data-testid={`wizard-step-${n}`}
            data-state={state}
          >
            <span className="studio-steps__dot">
              {state === 'done' ? <Icon name="check" size={14} /> : n}
            </span>
            <span>{t(`wizard.${step}`)}</span>
            {state === 'done' && <span className="visually-hidden">{t('wizard.done')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
