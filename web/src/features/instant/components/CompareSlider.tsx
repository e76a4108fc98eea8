import type { InstantFrame } from '@contracts';
import { useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui';

type Props = { before: string; after: string; afterAlt: string; frame?: InstantFrame | null };

/**
 * The original placed so that `frame` (the rectangle of it the result shows, as fractions) fills the stage: the
 * two layers then show the same region at the same scale.
 */
export function framedStyle(frame: InstantFrame): CSSProperties {
  const pct = (v: number) => `${Math.round(v * 1e4) / 100}%`;
  return {
    left: pct(-frame.x / frame.width),
    top: pct(-frame.y / frame.height),
    width: pct(1 / frame.width),
    height: pct(1 / frame.height),
  };
}

const STEP = 5;
const PAGE = 25;

/**
 * Before/after: the result laid over the original and cut at the slider, both in the result's frame. When the
 * engine said which rectangle of the original the result shows (`frame`), the original is cropped to it, so
 * both sides show the same region at the same scale; otherwise the original fills the frame (cover). The slider
 * is a real range input so keyboards and screen readers use it; arrows move 5 %, Page Up/Down 25 %, Home/End
 * to the ends.
 */
export function CompareSlider({ before, after, afterAlt, frame }: Props) {
  const { t } = useTranslation('instant');
  const id = useId();
  const [split, setSplit] = useState(50);
  // The frame takes the result's shape (an ID photo is 3:4 whatever was uploaded); the original fills it.
  const [ratio, setRatio] = useState<number | null>(null);
  const move = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, number> = {
      ArrowLeft: split - STEP,
      ArrowDown: split - STEP,
      ArrowRight: split + STEP,
      ArrowUp: split + STEP,
      PageDown: split - PAGE,
      PageUp: split + PAGE,
      Home: 0,
      End: 100,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    // Handled here so every browser (and the tests' DOM) moves by the same steps.
    event.preventDefault();
    setSplit(Math.min(100, Math.max(0, next)));
  };
  return (
    <figure className="instant-compare" data-testid="instant-compare">
      <div
        className={cx('instant-compare__stage', ratio !== null && 'is-framed')}
        style={ratio ? { aspectRatio: String(ratio), maxWidth: `calc(55vh * ${ratio})` } : undefined}
      >
        <img
          src={before}
          alt={t('result.before')}
          className={cx('instant-compare__before', frame && 'is-cropped')}
          style={frame ? framedStyle(frame) : undefined}
          data-testid="instant-compare-before"
        />
        <img
          src={after}
          alt={afterAlt}
          className="instant-compare__after"
          style={{ clipPath: `inset(0 0 0 ${split}%)` }}
          onLoad={(e) => {
            const { naturalWidth: w, naturalHeight: h } = e.currentTarget;
            if (w && h) setRatio(w / h);
          }}
          data-testid="instant-result-image"
        />
        <span className="instant-compare__line" style={{ left: `${split}%` }} aria-hidden="true" />
        <span className="instant-compare__tag instant-compare__tag--before">{t('result.before')}</span>
        <span className="instant-compare__tag instant-compare__tag--after">{t('result.after')}</span>
      </div>
      <label htmlFor={id} className="visually-hidden">
        {t('result.compare')}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={split}
        aria-valuetext={t('result.compareValue', { before: split, after: 100 - split })}
        onChange={(e) => setSplit(Number(e.target.value))}
        onKeyDown={move}
        className="instant-compare__range"
        data-testid="instant-compare-range"
      />
    </figure>
  );
}
