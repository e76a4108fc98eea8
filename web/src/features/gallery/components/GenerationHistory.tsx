import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, LinkButton, SelectField, Spinner, ToggleButton } from '../../../shared/ui';
import {
  HISTORY_FILTERS,
  HISTORY_SORTS,
  matchesSearch,
  statusCounts,
  visibleGenerations,
  type HistoryFilter,
  type HistorySort,
} from '../history';
import { useGenerationHistory } from '../useGenerationHistory';
import { HistoryRow } from './HistoryRow';
import './gallery.css';

/** Spec §2 "Generation history list", under the dashboard. */
export function GenerationHistory() {
  const { t } = useTranslation('gallery');
  const { items, loading, hasMore, loadedAt, loadMore, refresh } = useGenerationHistory();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const [sort, setSort] = useState<HistorySort>('newest');
  const counts = useMemo(() => statusCounts(items.filter((g) => matchesSearch(g, search))), [items, search]);
  const rows = useMemo(
    () => visibleGenerations(items, { search, filter, sort }),
    [items, search, filter, sort],
  );
  const filtered = search.trim() !== '' || filter !== 'all';

  return (
    <section className="history" aria-labelledby="history-title">
      <div className="history__head">
        <h2 id="history-title">{t('history.title')}</h2>
        <Button
          size="sm"
          variant="secondary"
          onClick={refresh}
          disabled={loading}
          data-testid="history-refresh"
        >
          {t('history.refresh')}
        </Button>
      </div>
      <div className="history__toolbar">
        <input
          type="search"
          value={search}
          placeholder={t('history.searchPlaceholder')}
          aria-label={t('history.search')}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          className="gallery-toolbar__field"
          label={<span>{t('history.sortLabel')}</span>}
          value={sort}
          options={HISTORY_SORTS}
          optionLabel={(s) => t(`history.sort.${s}`)}
          onChange={setSort}
        />
      </div>
      <div className="history__filters" role="group" aria-label={t('history.filterLabel')}>
        {HISTORY_FILTERS.map((f) => (
          <ToggleButton
            key={f}
            pressed={filter === f}
            className="history__filter"
            onClick={() => setFilter(f)}
            data-testid={`history-filter-${f}`}
          >
            {t(`history.filter.${f}`)} <span className="history__count">{counts[f]}</span>
          </ToggleButton>
        ))}
      </div>
      {loading && items.length === 0 ? (
        <div className="gallery-view__state">
          <Spinner />
        </div>
      ) : rows.length === 0 ? (
        <Card className="gallery-view__state" data-testid="history-empty">
          <p>{filtered ? t('history.emptyFiltered') : t('history.empty')}</p>
          <div className="gallery-view__actions">
            {filtered && (
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  setFilter('all');
                }}
              >
                {t('history.clearFilters')}
              </Button>
            )}
            <LinkButton to="/upload">{t('history.startNew')}</LinkButton>
          </div>
        </Card>
      ) : (
        <ul className="history__list">
          {rows.map((g) => (
            <HistoryRow key={g.id} generation={g} now={loadedAt} />
          ))}
        </ul>
      )}
      {hasMore && !filtered && (
        <div className="gallery-view__more">
          <Button variant="secondary" onClick={loadMore} disabled={loading} data-testid="history-more">
            {t('history.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
