import type { IdAdvisory, RuleCheck } from '@contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui';
import { unmeasured } from './RuleAdvice';
import { RULE_UNITS } from './RulesTable';

/** Units worth a figure next to the sentence; the others (ratios, scores) would only be jargon to a person. */
const SHOWN_UNITS = new Set(['mm', 'KB', '°']);

/**
 * Each measured rule as one sentence a person understands, marked pass or fail (a failed one says what to do),
 * then the document's rules nobody can measure here, marked for the person to check.
 */
export function PlainRules({ rules, advisories }: { rules: RuleCheck[]; advisories: IdAdvisory[] }) {
  const { t } = useTranslation('idphoto');
  const figure = (r: RuleCheck) => {
    const unit = RULE_UNITS[r.rule];
    if (!SHOWN_UNITS.has(unit)) return null;
    const value = `${r.value}${unit}`;
    if (r.min !== undefined && r.max !== undefined)
      return t('plain.measured', { value, range: `${r.min}–${r.max}${unit}` });
    if (r.max !== undefined) return t('plain.atMost', { value, limit: `${r.max}${unit}` });
    if (r.min !== undefined) return t('plain.atLeast', { value, limit: `${r.min}${unit}` });
    return null;
  };
  return (
    <section className="idphoto-plain" aria-labelledby="idphoto-plain-title" data-testid="idphoto-plain">
      <h3 id="idphoto-plain-title">{t('plain.title')}</h3>
      <ul>
        {rules.map((r) => {
          const verdict = r.pass ? 'pass' : 'fail';
          const measured = figure(r);
          return (
            <li key={r.rule} className={`is-${verdict}`} data-rule={r.rule} data-verdict={verdict}>
              <span className="idphoto-plain__mark">
                <Icon name={r.pass ? 'check' : 'close'} size={14} strokeWidth={2.6} />
                {t(`plain.${verdict}`)}
              </span>
              <span>
                {unmeasured(r) ? t('plain.topUnknown') : t(`plain.rules.${r.rule}.${verdict}`)}
                {measured && <small className="idphoto-plain__figure">{measured}</small>}
              </span>
            </li>
          );
        })}
        {advisories.map((a) => (
          <li key={a} className="is-advisory" data-advisory={a} data-verdict="advisory">
            <span className="idphoto-plain__mark">
              <Icon name="alert" size={14} strokeWidth={2.4} />
              {t('plain.advisory')}
            </span>
            <span>{t(`plain.advisories.${a}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
