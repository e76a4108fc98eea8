import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoginModal } from '../../features/auth';
import { PageSpinner } from '../../shared/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

export function AppLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* Pages are lazy chunks; the spinner covers the first load of each feature. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <LoginModal />
      <ScrollRestoration />
    </div>
  );
}
