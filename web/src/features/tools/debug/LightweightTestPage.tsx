import type { OptimizeReferenceResponse, ReferencePrompts } from '@contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { Button, Card, ImageTile, LinkButton, PhotoPicker, RangeField, Spinner } from '../../../shared/ui';
import { optimizeReference, smartCrop, testPrompts } from '../api';
import '../components/tools.css';
import { DebugShell } from './DebugShell';

type Busy = 'crop' | 'optimize' | 'prompts' | null;

/** /lightweight-test (spec §2): smart face crop, full optimization of a reference, and the test prompts. */
export default function LightweightTestPage() {
  const { t } = useTranslation('tools');
  const { user } = useAuth();
  const [file, setFile] = useState<File | null>(null);
  const [ratio, setRatio] = useState(0.65);
  const [crop, setCrop] = useState<string | null>(null);
  const [optimized, setOptimized] = useState<OptimizeReferenceResponse | null>(null);
  const [prompts, setPrompts] = useState<ReferencePrompts | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (crop && URL.revokeObjectURL(crop)), [crop]);

  if (!user) return <p className="container tool-page">{t('lightweightTest.loginRequired')}</p>;

  const attempt = async (kind: Exclude<Busy, null>, fn: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(t(`lightweightTest.failed.${kind}`, { text: (e as Error).message }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <DebugShell page="lightweightTest">
      <div className="tool-grid tool-grid--2">
        <Card className="tool-card">
          <PhotoPicker label={t('common.photo')} file={file} onChange={setFile} testId="lightweight-file" />
          <RangeField
            label={t('lightweightTest.cropRatio')}
            min={0.5}
            max={0.8}
            step={0.05}
            value={ratio}
            onChange={setRatio}
          />
          <div className="tool-actions">
            <Button
              disabled={!file || !!busy}
              data-testid="lightweight-crop"
              onClick={() =>
                attempt('crop', async () => setCrop(URL.createObjectURL(await smartCrop(file!, ratio))))
              }
            >
              {t('lightweightTest.smartCrop')}
            </Button>
            <Button
              variant="secondary"
              disabled={!file || !!busy}
              data-testid="lightweight-optimize"
              onClick={() => attempt('optimize', async () => setOptimized(await optimizeReference(file!)))}
            >
              {t('lightweightTest.optimize')}
            </Button>
            <Button
              variant="ghost"
              disabled={!!busy}
              data-testid="lightweight-prompts"
              onClick={() => attempt('prompts', async () => setPrompts(await testPrompts()))}
            >
              {t('lightweightTest.testPrompts')}
            </Button>
          </div>
          {error && (
            <p className="tool-error" role="alert">
              {error}
            </p>
          )}
          <LinkButton to="/instant-edit" variant="secondary">
            {t('lightweightTest.toIdPhoto')}
          </LinkButton>
        </Card>
        <Card className="tool-card" aria-live="polite">
          <h2>{t('common.results')}</h2>
          {busy && <Spinner />}
          {!busy && !crop && !optimized && !prompts && (
            <p className="tool-note">{t('lightweightTest.empty')}</p>
          )}
          <div className="tool-results" data-testid="lightweight-results">
            {crop && (
              <ImageTile src={crop} caption={t('lightweightTest.cropped')} download="smart-crop.jpg" />
            )}
            {optimized && (
              <ImageTile
                src={optimized.optimized_image}
                caption={t('lightweightTest.optimized', optimized.dimensions)}
                download="reference.jpg"
              />
            )}
          </div>
          {optimized && (
            <>
              <PromptText title={t('lightweightTest.enhancedPrompt')} text={optimized.enhanced_prompt} />
              <PromptText title={t('lightweightTest.negativePrompt')} text={optimized.negative_prompt} />
            </>
          )}
          {prompts && (
            <div data-testid="lightweight-prompt-list" className="tool-grid">
              <PromptText title={t('lightweightTest.basePrompt')} text={prompts.base_prompt} />
              <PromptText title={t('lightweightTest.enhancedPrompt')} text={prompts.enhanced_prompt} />
              <PromptText title={t('lightweightTest.negativePrompt')} text={prompts.negative_prompt} />
            </div>
          )}
        </Card>
      </div>
    </DebugShell>
  );
}

function PromptText({ title, text }: { title: string; text: string }) {
  return (
    <div className="tool-text">
      <h3>{title}</h3>
      <p>{text}</p>
    </div>
  );
}
