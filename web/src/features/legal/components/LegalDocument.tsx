import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { readCompanyInfo } from '../../../shared/lib/company';
import { SUPPORTED_LANGUAGES } from '../../../shared/lib/language';
import { cx, ToggleButton } from '../../../shared/ui';
import { POLICY, type LegalDocId, type LegalSection } from '../policy';
import './LegalDocument.css';

const company = readCompanyInfo();
const DOCS: LegalDocId[] = ['terms', 'privacy', 'refund'];

/** One policy document: title, effective date, contents, numbered articles and the operator's details. */
export function LegalDocument({ doc }: { doc: LegalDocId }) {
  const { t } = useTranslation('legal');
  const common = useTranslation('common').t;
  const { language, setLanguage } = useLanguage();
  const format = useFormat();
  const values = {
    ...POLICY,
    company: company.name ?? common('footer.defaultCompanyName'),
    ceo: company.ceo ?? common('footer.defaultCeo'),
    address: company.address ?? common('footer.defaultAddress'),
    registrationNo: company.registrationNo,
    telecomSalesNo: company.telecomSalesNo,
    email: company.email,
    phone: company.phone,
  };
  const sections = t(`${doc}.sections`, { returnObjects: true, ...values }) as unknown as LegalSection[];
  usePageTitle(t(`${doc}.title`));

  return (
    <article className="legal container" data-testid={`legal-${doc}`}>
      <nav className="legal__docs" aria-label={t('nav.label')}>
        {DOCS.map((id) => (
          <Link key={id} to={`/${id}`} className={cx('legal__doc', id === doc && 'is-active')}>
            {t(`${id}.title`)}
          </Link>
        ))}
      </nav>
      <div className="legal__head">
        <h1 className="legal__title">{t(`${doc}.title`)}</h1>
        <p className="legal__meta">{t('effective', { date: format.date(new Date(POLICY.effectiveDate)) })}</p>
        {/* Spec §2: the policies exist in ko (default), en and jp. */}
        <div className="legal__langs" role="group" aria-label={t('nav.language')}>
          {SUPPORTED_LANGUAGES.map((code) => (
            <ToggleButton
              key={code}
              lang={code}
              pressed={code === language}
              className="legal__lang"
              onClick={() => void setLanguage(code)}
            >
              {t(`nav.codes.${code}`)}
            </ToggleButton>
          ))}
        </div>
        <p className="legal__intro">{t(`${doc}.intro`, values)}</p>
      </div>

      <ol className="legal__toc" aria-label={t('nav.contents')}>
        {sections.map((section, i) => (
          <li key={section.title}>
            <a href={`#${doc}-${i + 1}`}>{section.title}</a>
          </li>
        ))}
      </ol>

      {sections.map((section, i) => (
        <section key={section.title} id={`${doc}-${i + 1}`} className="legal__section">
          <h2>{section.title}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}

      <section className="legal__contact">
        <h2>{t('contact.title')}</h2>
        <dl>
          <div>
            <dt>{t('contact.company')}</dt>
            <dd>{values.company}</dd>
          </div>
          <div>
            <dt>{t('contact.registrationNo')}</dt>
            <dd>{values.registrationNo}</dd>
          </div>
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${values.email}`}>{values.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>{values.phone}</dd>
          </div>
        </dl>
      </section>
    </article>
  );
}
