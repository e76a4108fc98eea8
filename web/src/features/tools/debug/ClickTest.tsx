import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '../../../shared/ui';

/** The targets of the click test: a plain button, a small one and one inside a clickable tile. */
const TARGETS = ['primary', 'small', 'tile'] as const;
type Target = (typeof TARGETS)[number];
const NONE: Record<Target, number> = { primary: 0, small: 0, tile: 0 };

/**
 * Buttons that count their clicks, to prove that taps reach React's handlers (an overlay or a stuck modal on a
 * phone shows up as a count that does not move). The tile counts clicks on itself too, so a click that should
 * stop at the button but bubbles shows in both counts.
 */
export function ClickTest() {
  const { t } = useTranslation('tools');
  const [counts, setCounts] = useState(NONE);
  const [tileClicks, setTileClicks] = useState(0);
  const hit = (target: Target) => setCounts((c) => ({ ...c, [target]: c[target] + 1 }));

  return (
    <Card className="tool-card">
      <h2>{t('galleryDebug.clicks.title')}</h2>
      <p className="tool-note">{t('galleryDebug.clicks.lead')}</p>
      <div className="tool-actions">
        <Button onClick={() => hit('primary')} data-testid="click-primary">
          {t('galleryDebug.clicks.primary')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => hit('small')} data-testid="click-small">
          {t('galleryDebug.clicks.small')}
        </Button>
      </div>
      <div className="click-tile" onClick={() => setTileClicks((n) => n + 1)} data-testid="click-tile-area">
        <Button
          size="sm"
          variant="ghost"
          onClick={(event) => {
            event.stopPropagation();
            hit('tile');
          }}
          data-testid="click-tile"
        >
          {t('galleryDebug.clicks.tile')}
        </Button>
      </div>
      <ul data-testid="click-counts">
        {TARGETS.map((target) => (
          <li key={target} data-testid={`click-count-${target}`}>
            {t('galleryDebug.clicks.count', {
              name: t(`galleryDebug.clicks.${target}`),
              count: counts[target],
            })}
          </li>
        ))}
        <li data-testid="click-count-area">{t('galleryDebug.clicks.area', { count: tileClicks })}</li>
      </ul>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          setCounts(NONE);
          setTileClicks(0);
        }}
      >
        {t('galleryDebug.clicks.reset')}
      </Button>
    </Card>
  );
}
