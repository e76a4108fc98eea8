import { generationViewSchema } from '@contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { PageSpinner } from '../../../shared/ui';
import { useAuth } from '../../auth';
import { GalleryView } from '../components/GalleryView';
import { previewItems } from '../items';

/** Spec §2 /gallery. The history list's 'preview' hands a generation over in the navigation state. */
export default function GalleryPage() {
  const { t } = useTranslation('gallery');
  const { user } = useAuth();
  const { state } = useLocation() as { state: unknown };
  usePageTitle(t('gallery.title'));
  const preview = useMemo(() => {
    const parsed = generationViewSchema.safeParse((state as { generation?: unknown } | null)?.generation);
    return parsed.success ? previewItems(parsed.data) : [];
  }, [state]);

  if (!user) return <PageSpinner />;
  return (
    <section className="gallery-page container">
      <h1 className="gallery-page__title">{t('gallery.title')}</h1>
      <GalleryView uid={user.uid} preview={preview} />
    </section>
  );
}
