import { useTranslation } from 'react-i18next';
import { AdminOnly, useAuth } from '../../auth';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { ClickTest } from '../debug/ClickTest';
import { GalleryApiTest } from '../debug/GalleryApiTest';
import '../../../shared/ui/workbench.css';
import '../debug/debug.css';

/** /gallery-debug (spec §2): the gallery API test and the click test; members only, admins only deployed. */
export default function GalleryDebugPage() {
  const { t } = useTranslation('gallery');
  const { user } = useAuth();
  usePageTitle(t('galleryDebug.title'));
  return (
    <AdminOnly notice={t('galleryDebug.adminOnly')}>
      <section className="tool-page container">
        <header>
          <h1 className="tool-page__title">{t('galleryDebug.title')}</h1>
          <p className="tool-page__lead">{t('galleryDebug.lead')}</p>
        </header>
        <div className="tool-grid tool-grid--2">
          {user && <GalleryApiTest uid={user.uid} />}
          <ClickTest />
        </div>
      </section>
    </AdminOnly>
  );
}
