import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { Card, ImageTile } from '../../../shared/ui';
import { AdvancedSteps } from '../components/AdvancedSteps';
import { IdPhotoResultView } from '../components/IdPhotoResultView';
import { QuickMaker } from '../components/QuickMaker';
import { useIdPhotoFlow } from '../useIdPhotoFlow';
import '../../../shared/ui/workbench.css';
import '../components/idphoto.css';

/**
 * /instant-edit and /instant (spec §2, §4): the Korean ID photo maker. It leads with the one-step maker (photo,
 * document, one button, the result with each rule in plain words and the print sheet); the spec's steps (reference
 * face, masks, type and settings, the parameter JSON) follow under a disclosure.
 */
export default function IdPhotoPage() {
  const { t } = useTranslation('idphoto');
  usePageTitle(t('title'));
  const flow = useIdPhotoFlow();
  const { files, params, running, idResult, editResult } = flow;
  const resultRef = useRef<HTMLDivElement>(null);
  // On a phone the result lands below the form: bring it into view.
  useEffect(() => {
    if (idResult || editResult) resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [idResult, editResult]);

  return (
    <section className="tool-page container idphoto-page">
      <header>
        <h1 className="tool-page__title">{t('title')}</h1>
        <p className="tool-page__lead">{t('lead')}</p>
      </header>
      <QuickMaker
        file={files.original}
        onFile={(f) => void flow.choose('original', f)}
        params={params}
        onParams={flow.setParams}
        running={running}
        stage={flow.stage}
        disabled={flow.redirecting}
        onMake={() => void flow.makeInOneStep()}
        error={flow.place === 'quick' ? flow.error : null}
      />
      <p className="idphoto-warning" role="note">
        {t('warning')}
      </p>
      <div ref={resultRef} className="tool-grid idphoto-page__result">
        {idResult && <IdPhotoResultView result={idResult} />}
        {editResult && (
          <Card className="tool-card" data-testid="idphoto-edit-result">
            <h2>{t('result.editTitle')}</h2>
            <ImageTile
              src={editResult.image_url}
              caption={t('result.provider', { provider: editResult.provider })}
              download="bitna-photo.jpg"
            />
          </Card>
        )}
        {!idResult && !editResult && !running && <p className="tool-note">{t('result.empty')}</p>}
      </div>
      <AdvancedSteps flow={flow} />
    </section>
  );
}
