import type { IdAdvisory, RuleCheck } from '@contracts';
import { useTranslation } from 'react-i18next';
import './idphoto.css';

/**
 * A size rule failed with its figure inside the band: the engine does not pass the head's size or the space
 * above it while something stands out of the head's outline, as the top cannot be told from it.
 */
export const unmeasured = (r: RuleCheck) =>
  !r.pass && r.min !== undefined && r.max !== undefined && r.value >= r.min && r.value <= r.max;

/**
 * What to do about each failed rule, in plain words, and the document's rules the engine cannot measure (hair
 * accessories, hair over the eyebrows) for the person to check themselves.
 */
export function RuleAdvice({ rules, advisories }: { rules: RuleCheck[]; advisories: IdAdvisory[] }) {
  const { t } = useTranslation('idphoto');
  const failed = rules.filter((r) => !r.pass);
  // One line for the head's top that cannot be measured, however many size rules it held back.
  const advice = failed.filter((r, k) => !unmeasured(r) || failed.findIndex(unmeasured) === k);
  return (
    <>
      {failed.length > 0 && (
        <section className="idphoto-advice" data-testid="idphoto-advice">
          <h3>{t('advice.title')}</h3>
          <ul>
            {advice.map((r) => (
              <li key={r.rule} data-rule={r.rule}>
                <strong>{t(`rules.${r.rule}`)}</strong>{' '}
                {t(unmeasured(r) ? 'advice.top_unknown' : `advice.${r.rule}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {advisories.length > 0 && (
        <section className="idphoto-advisories" data-testid="idphoto-advisories">
          <h3>{t('advisories.title')}</h3>
          <ul>
            {advisories.map((a) => (
              <li key={a} data-advisory={a}>
                {t(`advisories.${a}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
