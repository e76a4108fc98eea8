import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { readCompanyInfo } from '../../shared/lib/company';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import './Footer.css';

const company = readCompanyInfo();

export function Footer() {
  const { t } = useTranslation('common');
  const companyName = company.name ?? t('footer.defaultCompanyName');
  const details = [
    { label: t('footer.ceo'), value: company.ceo ?? t('footer.defaultCeo') },
    { label: t('footer.registrationNo'), value: company.registrationNo },
    { label: t('footer.telecomSalesNo'), value: company.telecomSalesNo },
    { label: t('footer.address'), value: company.address ?? t('footer.defaultAddress') },
  ];

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo />
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          <LanguageSwitcher />
        </div>

        <nav className="site-footer__col" aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="site-footer__heading">
            {t('footer.policiesHeading')}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              {/* Korean privacy law expects the privacy policy link to stand out. */}
              <Link to="/privacy" className="site-footer__strong">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/refund">{t('footer.refund')}</Link>
            </li>
          </ul>
        </nav>

        <section className="site-footer__col" aria-labelledby="footer-support">
          <h2 id="footer-support" className="site-footer__heading">
            {t('footer.supportHeading')}
          </h2>
          <ul className="site-footer__links">
            <li>
              {t('footer.email')} <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              {t('footer.phone')} <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
            </li>
            <li className="site-footer__muted">{t('footer.supportHours')}</li>
          </ul>
        </section>

        <section className="site-footer__company" aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__heading">
            {t('footer.companyHeading')}
          </h2>
          <p className="site-footer__company-name">{companyName}</p>
          <dl className="site-footer__details">
            {details.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <div className="container site-footer__bottom">
        {t('footer.copyright', { year: new Date().getFullYear(), company: companyName })}
      </div>
    </footer>
  );
}
