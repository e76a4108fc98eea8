import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdPhotoResponse, RuleCheck } from '@contracts';
import { Checkbox } from '../../../shared/ui';
import './measurement-overlay.css';

type Band = Pick<RuleCheck, 'min' | 'max'> | undefined;
/** The photo and what the server measured on it (an ID photo answer, or an instant ID preset's result). */
export type MeasuredPhoto = Pick<IdPhotoResponse, 'image' | 'measurements' | 'rules'>;

/**
 * The finished photo with the measured crown and chin lines and the allowed ranges drawn over it, as the
 * official photo guides draw them, so a user sees why it passes. Drawn in millimetres on the photo's own size;
 * every line is a figure the server measured on the finished photo.
 */
export function MeasurementOverlay({ result }: { result: MeasuredPhoto }) {
  const { t } = useTranslation('idphoto');
  const [shown, setShown] = useState(false);
  const m = result.measurements;
  const rule = (name: RuleCheck['rule']): Band => result.rules.find((r) => r.rule === name);
  const head = rule('head_height');
  const gap = rule('top_gap');
  const eyes = rule('eye_line');
  const { widthMm, heightMm } = m;
  const crown = m.topGapMm;
  const chin = m.topGapMm + m.headHeightMm;
  const stroke = Math.max(widthMm, heightMm) / 250;
  const zone = (key: string, from: number, to: number) => (
    <rect key={key} className="mo-zone" x={0} y={from} width={widthMm} height={Math.max(0, to - from)} />
  );
  const zones = [
    gap?.min !== undefined && gap.max !== undefined && zone('gap', gap.min, gap.max),
    head?.min !== undefined && head.max !== undefined && zone('chin', crown + head.min, crown + head.max),
    eyes?.min !== undefined &&
      eyes.max !== undefined &&
      zone('eyes', heightMm - eyes.max, heightMm - eyes.min),
  ];
  const label = (y: number, text: string) => (
    <text className="mo-label" x={widthMm - stroke * 4} y={y - stroke * 3} fontSize={heightMm / 26}>
      {text}
    </text>
  );
  return (
    <div className="mo">
      <Checkbox className="mo-toggle" checked={shown} onChange={setShown} testId="idphoto-guides-toggle">
        {t('guides.show')}
      </Checkbox>
      {shown && (
        <figure className="mo-figure" data-testid="idphoto-guides">
          <div className="mo-stage" style={{ aspectRatio: `${widthMm} / ${heightMm}` }}>
            <img src={result.image} alt={t('guides.caption')} />
            <svg viewBox={`0 0 ${widthMm} ${heightMm}`} preserveAspectRatio="none" aria-hidden="true">
              {zones}
              <line className="mo-line" x1={0} x2={widthMm} y1={crown} y2={crown} strokeWidth={stroke} />
              <line className="mo-line" x1={0} x2={widthMm} y1={chin} y2={chin} strokeWidth={stroke} />
              <line
                className="mo-centre"
                x1={widthMm / 2}
                x2={widthMm / 2}
                y1={0}
                y2={heightMm}
                strokeWidth={stroke / 2}
              />
              {label(crown, `${t('guides.crown')} · ${m.topGapMm} mm`)}
              {label(chin, `${t('guides.chin')} · ${m.headHeightMm} mm`)}
            </svg>
          </div>
          <figcaption className="tool-note">
            {t('guides.caption')} {t('guides.measured')}
          </figcaption>
        </figure>
      )}
    </div>
  );
}
