import type { ImageGenerationResult } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { Button, Card, LinkButton, Spinner } from '../../../shared/ui';
import { generateImage } from '../api';
import { GeneratedImageCard } from '../components/GeneratedImageCard';
import { ImageDropZone } from '../components/ImageDropZone';
import { ModeTabs } from '../components/ModeTabs';
import { PromptTemplates } from '../components/PromptTemplates';
import { ResultField } from '../components/ResultField';
import { generationErrorMessage } from '../generation-error';
import { useImageGenerationAvailable } from '../../../shared/hooks/useImageGenerationAvailable';
import '../../../shared/ui/workbench.css';
import '../components/tools.css';

type Mode = 'text' | 'reference';
const TEMPLATES = ['portrait', 'landscape', 'product', 'artistic', 'architecture', 'food'] as const;

/** /gemini-image-generation (spec §2): an image from a prompt, or from a prompt and a reference image. */
export default function GeminiImageGenerationPage() {
  const { t } = useTranslation('tools');
  const format = useFormat();
  usePageTitle(t('imageGeneration.title'));
  const [mode, setMode] = useState<Mode>('text');
  const [reference, setReference] = useState<File[]>([]);
  const [prompt, setPrompt] = useState('');
  const [result, setResult] = useState<ImageGenerationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const available = useImageGenerationAvailable();

  const run = async () => {
    setError(null);
    if (!prompt.trim()) return setError(t('imageGeneration.promptRequired'));
    if (mode === 'reference' && !reference[0]) return setError(t('imageGeneration.referenceRequired'));
    setBusy(true);
    try {
      setResult(await generateImage(prompt.trim(), mode === 'reference' ? reference[0] : undefined));
    } catch (e) {
      setError(generationErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="tool-page container">
      <header>
        <h1 className="tool-page__title">{t('imageGeneration.title')}</h1>
        <p className="tool-page__lead">{t('imageGeneration.lead')}</p>
      </header>
      {available === false && (
        <Card className="tool-card" data-testid="generation-unavailable">
          <h2>{t('imageGeneration.unavailableTitle')}</h2>
          <p className="tool-note">{t('imageGeneration.unavailableBody')}</p>
          <div className="tool-actions">
            <LinkButton to="/instant-new">{t('imageGeneration.tryInstant')}</LinkButton>
            <LinkButton to="/services" variant="secondary">
              {t('imageGeneration.tryStudio')}
            </LinkButton>
          </div>
        </Card>
      )}
      <ModeTabs
        value={mode}
        onChange={(m) => {
          setMode(m);
          setError(null);
        }}
        options={[
          { id: 'text', label: t('imageGeneration.modes.text') },
          { id: 'reference', label: t('imageGeneration.modes.reference') },
        ]}
      />
      <div className="tool-grid tool-grid--2">
        <Card className="tool-card">
          {mode === 'reference' && (
            <ImageDropZone
              label={t('imageGeneration.reference')}
              hint={t('analysis.sizeHint')}
              files={reference}
              onChange={setReference}
              testId="generation-reference"
            />
          )}
          <PromptTemplates
            title={t('imageGeneration.templatesTitle')}
            templates={TEMPLATES.map((id) => ({
              id,
              label: t(`imageGeneration.templates.${id}.label`),
              prompt: t(`imageGeneration.templates.${id}.prompt`),
            }))}
            onPick={setPrompt}
          />
          <label className="tool-text">
            <h3>{t('imageGeneration.prompt')}</h3>
            <textarea
              className="tool-prompt"
              data-testid="generation-prompt"
              value={prompt}
              placeholder={t('imageGeneration.promptPlaceholder')}
              onChange={(e) => setPrompt(e.target.value)}
            />
          </label>
          <Button onClick={run} disabled={busy || available === false} data-testid="generation-run">
            {busy ? <Spinner size="sm" /> : null}
            {busy ? t('imageGeneration.generating') : t('imageGeneration.generate')}
          </Button>
          {error && (
            <p className="tool-error" role="alert" data-testid="generation-error">
              {error}
            </p>
          )}
        </Card>
        <Card className="tool-card" aria-live="polite">
          <h2>{t('imageGeneration.result')}</h2>
          {busy && <Spinner />}
          {!busy && !result && <p className="tool-note">{t('imageGeneration.empty')}</p>}
          {!busy && result && (
            <div className="tool-card__body" data-testid="generation-result">
              <ResultField label={t('imageGeneration.promptUsed')} value={result.prompt} />
              {result.text_response && (
                <ResultField label={t('imageGeneration.textResponse')} value={result.text_response} />
              )}
              <div className="tool-results">
                {result.generated_images.map((image, i) => (
                  <GeneratedImageCard key={image.generation_id} image={image} index={i} />
                ))}
              </div>
              <ResultField label={t('imageGeneration.model')} value={result.model} />
              <ResultField
                label={t('imageGeneration.time')}
                value={format.dateTime(new Date(result.timestamp * 1000))}
              />
            </div>
          )}
        </Card>
      </div>
    </section>
  );
}
