import { useTranslation } from 'react-i18next';
import { AdminOnly } from '../../auth';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { DebugPanel } from '../components/DebugPanel';
import '../../../shared/ui/workbench.css';
import '../components/tools.css';

type Props = { variant?: 'debug' | 'authTest' };

/** /debug (and /auth-test, the same checks under its own title): open in the emulators, admins only deployed. */
export default function DebugPage({ variant = 'debug' }: Props) {
  const { t } = useTranslation('tools');
  usePageTitle(t(`${variant}.title`));
  return (
    <AdminOnly notice={t('debug.adminOnly')}>
      <section className="tool-page container">
        <header>
          <h1 className="tool-page__title">{t(`${variant}.title`)}</h1>
          <p className="tool-page__lead">{t(`${variant}.lead`)}</p>
        </header>
        <DebugPanel />
      </section>
    </AdminOnly>
  );
}
