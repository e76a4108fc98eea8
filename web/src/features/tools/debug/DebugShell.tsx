import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminOnly } from '../../auth';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import '../../../shared/ui/workbench.css';
import './debug.css';

/** The debug and test pages, by their key in the tools namespace (title and lead). */
export type DebugPageName =
  'debug' | 'authTest' | 'galleryDebug' | 'testGallery' | 'maskifyTest' | 'lightweightTest';

/**
 * The frame of every debug and test page (spec §2, security review L7): its title and lead, shown to anyone in a
 * development or emulator build and to admins only in a build for a real project, where nobody else's browser
 * makes a call (AdminOnly).
 */
export function DebugShell({ page, children }: { page: DebugPageName; children: ReactNode }) {
  const { t } = useTranslation('tools');
  usePageTitle(t(`${page}.title`));
  return (
    <AdminOnly notice={t('debug.adminOnly')}>
      <section className="tool-page container">
        <header>
          <h1 className="tool-page__title">{t(`${page}.title`)}</h1>
          <p className="tool-page__lead">{t(`${page}.lead`)}</p>
        </header>
        {children}
      </section>
    </AdminOnly>
  );
}
