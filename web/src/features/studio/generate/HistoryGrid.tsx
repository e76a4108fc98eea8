import type { GenerationView } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad, type Load } from '../../../shared/hooks/useLoad';
import { Button, Skeleton } from '../../../shared/ui';
import { fetchTrainingHistory } from '../generation-api';
import { ShotGrid } from './ShotGrid';
import { shotsOf } from './shots';

/** Images shown at first and per "more": each tile fetches its file, so a long history is not loaded at once. */
export const HISTORY_PAGE = 12;

/** Spec §9: this model's generations (fetchTrainingHistory); the page reloads it when a run settles. */
export function useHistory(trainingId: string) {
  return useLoad(() => fetchTrainingHistory(trainingId), [trainingId]);
}

/**
 * Spec §2/§9: every image made from this model, newest generation first. A failed load is not an error to
 * show (spec §8: history load errors are ignored): the grid is then just empty.
 */
export function HistoryGrid({ history }: { history: Load<GenerationView[]> }) {
  const { t } = useTranslation('generate');
  const [shown, setShown] = useState(HISTORY_PAGE);
  const { data, loading } = history;
  const shots = (data ?? []).filter((g) => g.status === 'completed').flatMap(shotsOf);

  if (loading && !data) {
    return (
      <div className="gen-grid" data-testid="gen-history-loading" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={160} radius={12} />
        ))}
      </div>
    );
  }
  if (shots.length === 0) {
    return (
      <p className="tool-note" data-testid="gen-history-empty">
        {t('history.empty')}
      </p>
    );
  }
  const left = shots.length - shown;
  return (
    <>
      <p className="tool-note">{t('history.count', { count: shots.length })}</p>
      <ShotGrid shots={shots.slice(0, shown)} testId="gen-history-grid" />
      {left > 0 && (
        <Button
          variant="secondary"
          onClick={() => setShown((n) => n + HISTORY_PAGE)}
          data-testid="gen-history-more"
        >
          {t('history.more', { count: left })}
        </Button>
      )}
    </>
  );
}
