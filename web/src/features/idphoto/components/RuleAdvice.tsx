import type { IdAdvisory, RuleCheck } from '@contracts';
import { useTranslation } from 'react-i18next';
import './idphoto.css';

/**
 * What to do about each failed rule, in plain words, and the document's rules the engine cannot measure (hair
 * accessories, hair over the eyebrows) for the person to check themselves.
 */
export function RuleAdvice({ rules, advisories }: { rules: RuleCheck[]; advisories: IdAdvisory[] }) {
  const { t } = useTranslation('idphoto');
  const failed = rules.filter((r) => !r.pass);
  return (
    <>
      {failed.length > 0 && (
        <section className="idphoto-advice" data-testid="idphoto-advice">
          <h3>{t('advice.title')}</h3>
          <ul>
            {failed.map((r) => (
              <li key={r.rule} data-rule={r.rule}>
                <strong>{t(`rules.${r.rule}`)}</strong> {t(`advice.${r.rule}`)}
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
