import type { GenerationView } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { useDisclosure } from '../../../shared/hooks/useDisclosure';
import { useOwnerImage } from '../../../shared/hooks/useOwnerImage';
import { Badge, Button, Icon, LikenessBadge, LinkButton, Skeleton, Spinner } from '../../../shared/ui';
import { saveAll } from '../download';
import { generationMode, relativeTime } from '../history';
import { HistoryDetails } from './HistoryDetails';
import { useStyleLabel } from './useStyleLabel';

const TONE = { pending: 'soft', processing: 'accent', completed: 'success', failed: 'brand' } as const;
const LOCALE = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' } as const;

function Preview({ url }: { url: string }) {
  const { ref, src } = useOwnerImage(url, { lazy: true });
  return (
    <span ref={(el) => void (ref.current = el)} className="history-row__thumb">
      {src ? <img src={src} alt="" /> : <Skeleton height="100%" />}
    </span>
  );
}

/** One generation: preview, status, type, count, dates, and its actions (spec §2). */
export function HistoryRow({ generation: g, now }: { generation: GenerationView; now: Date }) {
  const { t } = useTranslation('gallery');
  const format = useFormat();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const styleLabel = useStyleLabel();
  const mode = generationMode(g);
  // An instant edit is named by its preset; a studio generation by its prompt.
  const title =
    mode === 'instant'
      ? styleLabel({ source: 'instant', style: g.request.style })
      : g.display_prompt || g.prompt;
  const created = new Date(g.created_at);
  const hasImages = g.images.length > 0;
  const canRegenerate = g.status === 'completed' && hasImages && !!g.training_id;
  const detailsId = `history-details-${g.id}`;
  const details = useDisclosure(detailsId);

  const downloadAll = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    const ok = await saveAll(g.images, `bitna-${g.id}`);
    setDownloading(false);
    setDownloadFailed(!ok);
  };

  // The same model, prompt, template and settings (/generate reads the settings of the generation `from` names).
  const regenerate = `/generate?${new URLSearchParams({
    training_id: g.training_id ?? '',
    prompt: g.display_prompt || g.prompt,
    ...(g.request.style ? { style: g.request.style } : {}),
    from: g.id,
  }).toString()}`;

  return (
    <li className="history-row" data-testid="history-row">
      <div className="history-row__main">
        {hasImages ? <Preview url={g.images[0]!} /> : <span className="history-row__thumb" aria-hidden />}
        <div className="history-row__body">
          <p className="history-row__prompt">{title}</p>
          <div className="history-row__meta">
            <Badge tone={TONE[g.status]}>{t(`history.status.${g.status}`)}</Badge>
            <span>{t(`history.mode.${mode}`)}</span>
            <span>{t('history.imageCount', { count: g.images.length })}</span>
            <LikenessBadge likeness={g.identity[0]} />
            {g.likeness_refund ? (
              <span data-testid="history-likeness-refund">
                {t('history.likenessRefund', { count: g.likeness_refund })}
              </span>
            ) : null}
            <time dateTime={g.created_at} title={format.dateTime(created)}>
              {relativeTime(created, now, LOCALE[language])}
            </time>
            <span className="history-row__date">{format.dateTime(created)}</span>
          </div>
        </div>
      </div>
      <div className="history-row__actions">
        <Button
          size="sm"
          variant="secondary"
          disabled={!hasImages}
          onClick={() => navigate('/gallery', { state: { generation: g } })}
        >
          {t('history.actions.preview')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!hasImages || downloading}
          onClick={() => void downloadAll()}
        >
          {downloading ? <Spinner size="sm" /> : <Icon name="download" size={14} />}
          {t('history.actions.downloadAll')}
        </Button>
        {canRegenerate && (
          <LinkButton size="sm" variant="secondary" to={regenerate} data-testid="history-regenerate">
            {t('history.actions.regenerate')}
          </LinkButton>
        )}
        <Button size="sm" variant="ghost" {...details.toggleProps}>
          {details.open ? t('history.actions.hideDetails') : t('history.actions.details')}
        </Button>
      </div>
      {downloadFailed && (
        <p className="tool-error" role="alert">
          {t('history.downloadFailed')}
        </p>
      )}
      {details.open && <HistoryDetails id={detailsId} generation={g} />}
    </li>
  );
}
