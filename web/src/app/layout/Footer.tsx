import type { ReactNode } from 'react';
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

        <FooterColumn as="nav" id="footer-policies" heading={t('footer.policiesHeading')}>
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
        </FooterColumn>

        <FooterColumn as="section" id="footer-support" heading={t('footer.supportHeading')}>
          <li>
            {t('footer.email')} <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
          <li>
            {t('footer.phone')} <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
          </li>
          <li className="site-footer__muted">{t('footer.supportHours')}</li>
        </FooterColumn>

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

/** A titled list of footer links; `as` keeps the policy links a navigation landmark. */
function FooterColumn(props: { as: 'nav' | 'section'; id: string; heading: string; children: ReactNode }) {
  const Column = props.as;
  return (
    <Column className="site-footer__col" aria-labelledby={props.id}>
      <h2 id={props.id} className="site-footer__heading">
        {props.heading}
      </h2>
      <ul className="site-footer__links">{props.children}</ul>
    </Column>
  );
}
