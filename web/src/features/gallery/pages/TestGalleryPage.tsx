import { useTranslation } from 'react-i18next';
import { AdminOnly } from '../../auth';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { ClickTest } from '../debug/ClickTest';
import { FaceMaskTest } from '../debug/FaceMaskTest';
import '../../../shared/ui/workbench.css';
import '../debug/debug.css';

/** /test-gallery (spec §2): the face-mask test and the click test; members only, admins only deployed. */
export default function TestGalleryPage() {
  const { t } = useTranslation('gallery');
  usePageTitle(t('testGallery.title'));
  return (
    <AdminOnly notice={t('testGallery.adminOnly')}>
      <section className="tool-page container">
        <header>
          <h1 className="tool-page__title">{t('testGallery.title')}</h1>
          <p className="tool-page__lead">{t('testGallery.lead')}</p>
        </header>
        <div className="tool-grid tool-grid--2">
          <FaceMaskTest />
          <ClickTest />
        </div>
      </section>
    </AdminOnly>
  );
}
