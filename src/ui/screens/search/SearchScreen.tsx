import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Route, SearchKind } from '../../../domain/routing/route';
import { SORTS, SORT_ORDERS, type Sort, type SortOrder } from '../../../domain/search';
import { SearchPresenter } from '../../../application/search/search-presenter';
import { SEARCH_TOKENS } from '../../../application/search/search-tokens';
import type { Viewport } from '../../../application/search/viewport';
import { useService } from '../../app/container-context';
import { lazyPart } from '../../app/lazy-part';
import { usePageHead } from '../../seo/use-page-head';
import { searchPageHead } from '../../seo/search-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { useLanguageReady } from '../../components/search/use-language-ready';
import { PlaceCombobox } from '../../components/search/PlaceCombobox';
import { ProductCard } from '../../components/search/ProductCard';
import { DateRangePicker } from '../../components/date-range/DateRangePicker';
import { ResultsSkeleton } from '../../components/search/ResultsSkeleton';
import { sameSpaces } from '../../../domain/i18n/intl-text';
import { SearchMapPane } from '../../components/map/SearchMapPane';
import { numberFormat } from '../../../domain/i18n/intl-formats';

// The panel is only needed once opened: its own chunk keeps the search page's first load small.
const FiltersPanel = lazy(() => import('../../components/search/FiltersPanel'));
// What shows only in some searches, or below the results, loads when it does (issue [8]'s budget for the first
// screen): activity cards, the flexible dates of variation B, the applied filters' chips, the pages, the browser's
// recent searches, "Save this search", the place's harbours and section below. A server-rendered page loads them
// before hydrating (preloadParts).
const ActivityCard = lazyPart(() => import('../../components/search/ActivityCard').then((m) => m.ActivityCard));
const FlexibleDatesStrip = lazyPart(() => import('../../components/search/FlexibleDatesStrip').then((m) => m.FlexibleDatesStrip));
const FilterChips = lazyPart(() => import('../../components/search/FilterChips').then((m) => m.FilterChips));
const RecentSearches = lazyPart(() => import('../../components/search/RecentSearches').then((m) => m.RecentSearches));
const Pagination = lazyPart(() => import('../../components/search/Pagination').then((m) => m.Pagination));
const SeoSection = lazyPart(() => import('../../components/search/SeoSection').then((m) => m.SeoSection));
const HarbourChips = lazyPart(() => import('../../components/search/SeoSection').then((m) => m.HarbourChips));

/** The parts a server-rendered search page may show: loaded before it hydrates (main.tsx, through ScreenOutlet). */
export const preloadParts = () =>
  Promise.all([ActivityCard, FlexibleDatesStrip, FilterChips, Pagination, SeoSection, HarbourChips, SaveSearchButton].map((part) => part.preload()));
const SaveSearchButton = lazyPart(() => import('../../components/search/SaveSearchButton').then((m) => m.SaveSearchButton));

/** The "More filters" button: where the focus goes once the last chip is removed. */
const MORE_FILTERS_ID = 'more-filters';

const kindOf = (route: Route): SearchKind => (route.screen === 'search' ? route.kind : 'boat');

const SearchBar = observer(({ presenter }: { presenter: SearchPresenter }) => {
  const { t } = useTranslation('search');
  const { filters, bounds } = presenter;
  const sort = filters.sort ?? 'default';
  return (
    <form
      role="search"
      aria-label={t('search:form.label')}
      className="search-bar"
      onSubmit={(event) => {
        event.preventDefault();
        presenter.addressSubmitted();
      }}
    >
      <PlaceCombobox
        autocomplete={presenter.place}
        onInput={(text) => presenter.placeInputChanged(text)}
        onSelect={(place) => presenter.placeSelected(place)}
        onSubmit={() => presenter.addressSubmitted()}
      />
      <DateRangePicker
        min={presenter.today}
        start={filters.startDate ?? ''}
        end={filters.endDate ?? ''}
        onChange={(start, end) => presenter.datesChanged(start, end)}
      />
      <label className="field field-narrow">
        <span>{t('search:form.people')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={bounds.people.min}
          max={bounds.people.max}
          value={presenter.numberInputs.numberOfPeople}
          onChange={(event) => presenter.numberTyped('numberOfPeople', event.target.value)}
        />
      </label>
      <button type="submit" className="button primary search-submit">
        {t('search:form.search')}
      </button>
      <div className="search-bar-secondary">
        <label className="field">
          <span>{t('search:form.sort')}</span>
          <select value={sort} onChange={(event) => presenter.sortChanged(event.target.value as Sort)}>
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`search:sort.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('search:form.order')}</span>
          <select
            value={filters.sortOrder ?? 'ASC'}
            disabled={sort === 'default'}
            onChange={(event) => presenter.sortChanged(sort, event.target.value as SortOrder)}
          >
            {SORT_ORDERS.map((value) => (
              <option key={value} value={value}>
                {t(`search:order.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" id={MORE_FILTERS_ID} className="button more-filters" aria-haspopup="dialog" onClick={() => presenter.moreFiltersOpened()}>
          {presenter.moreFiltersCount > 0 ? t('search:form.moreFiltersCount', { count: presenter.moreFiltersCount }) : t('search:form.moreFilters')}
        </button>
      </div>
    </form>
  );
});

const Results = observer(({ presenter }: { presenter: SearchPresenter }) => {
  const { t } = useTranslation(['search', 'common']);
  const boats = presenter.kind === 'boat';
  if (presenter.error !== null && !presenter.isLoading) {
    return (
      <div className="results-state" role="alert">
        <h2>{t('search:results.errorTitle')}</h2>
        <p>{t(presenter.errorKey ?? 'common:errors.server')}</p>
        <button type="button" className="button primary" onClick={() => presenter.retryRequested()}>
          {t('search:results.retry')}
        </button>
      </div>
    );
  }
  if (presenter.isEmpty) {
    return (
      <div className="results-state">
        <h2>{t('search:results.emptyTitle')}</h2>
        <p>{t('search:results.emptyText')}</p>
        <button type="button" className="button primary" onClick={() => presenter.filtersReset()}>
          {t('search:results.resetFilters')}
        </button>
      </div>
    );
  }
  return (
    <div className="results-grid" aria-busy={presenter.isLoading}>
      {presenter.isLoading || !presenter.hasLoaded ? (
        <ResultsSkeleton count={presenter.skeletonCount} />
      ) : boats ? (
        presenter.productCards.map((card, index) => (
          <ProductCard
            key={card.id}
            card={card}
            showType={presenter.displayBoatTypeTag}
            onFavorite={(id) => void presenter.favoriteToggled(id)}
            headingLevel={2}
            priority={index === 0}
            highlighted={presenter.hoveredProductId === card.id || presenter.selectedProductId === card.id}
            current={presenter.selectedProductId === card.id}
            onHover={(id) => presenter.productHovered(id)}
          />
        ))
      ) : (
        <Suspense fallback={<ResultsSkeleton count={presenter.activityCards.length} />}>
          {presenter.activityCards.map((card, index) => (
            <ActivityCard
              key={card.id}
              card={card}
              headingLevel={2}
              priority={index === 0}
              highlighted={presenter.hoveredProductId === card.id || presenter.selectedProductId === card.id}
              current={presenter.selectedProductId === card.id}
              onHover={(id) => presenter.productHovered(id)}
            />
          ))}
        </Suspense>
      )}
    </div>
  );
});

/**
 * The browser's recent searches, observed on their own: they arrive after hydration, and re-rendering the page then
 * would make React drop the server's markup of the lazy parts still loading (their fallbacks would flash).
 */
const RecentSearchesSlot = observer(({ presenter }: { presenter: SearchPresenter }) =>
  presenter.historyLinks.length > 0 ? (
    <Suspense fallback={null}>
      <RecentSearches links={presenter.historyLinks} />
    </Suspense>
  ) : null,
);

const SearchScreen = observer(({ route }: { route: Route }) => {
  const { t, i18n } = useTranslation(['search', 'common']);
  const presenter = usePagePresenterOf(SearchPresenter);
  const viewport = useService<Viewport>(SEARCH_TOKENS.Viewport);
  const search = useSearch();
  const kind = kindOf(route);
  const languageReady = useLanguageReady();
  useEffect(() => {
    if (languageReady) presenter.locationChanged(search, kind);
  }, [presenter, search, kind, languageReady]);
  useEffect(() => () => presenter.dispose(), [presenter]);

  const boats = kind === 'boat';
  const place = presenter.placeName;
  const title = place
    ? t(boats ? 'search:meta.boatsTitleIn' : 'search:meta.activitiesTitleIn', { place })
    : t(boats ? 'search:meta.boatsTitle' : 'search:meta.activitiesTitle');
  usePageHead((context) => searchPageHead(presenter, context, kind));
  const formattedCount = sameSpaces(numberFormat(i18n.language).format(presenter.count));
  const harbours = presenter.placeWithHarbors;

  return (
    <section className="page search-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <SearchBar presenter={presenter} />
      {presenter.flexibleDatesExpected && (
        // The strip's height is kept while it loads, as while its periods load (no layout shift).
        <Suspense fallback={<div className="flexible-dates flexible-dates-pending" aria-hidden="true" />}>
          <FlexibleDatesStrip
            options={presenter.flexibleDateViews}
            expected={presenter.flexibleDatesExpected}
            onSelect={(option) => presenter.flexibleDateSelected(option)}
          />
        </Suspense>
      )}
      {(presenter.chips.length > 0 || presenter.canClearFilters) && (
        <Suspense fallback={null}>
          <FilterChips
            chips={presenter.chips}
            canClear={presenter.canClearFilters}
            onRemove={(id) => presenter.chipRemoved(id)}
            onClear={() => presenter.filtersCleared()}
            fallbackFocusId={MORE_FILTERS_ID}
          />
        </Suspense>
      )}
      <div className="results-header">
        <p className="results-count" role="status" aria-live="polite">
          {presenter.isLoading || !presenter.hasLoaded
            ? t('search:results.loading')
            : t(boats ? 'search:results.boats' : 'search:results.activities', { count: presenter.count, formattedCount })}
        </p>
        <Suspense fallback={null}>
          <SaveSearchButton filters={presenter.filters} kind={kind} />
        </Suspense>
        {boats && presenter.shouldDisplayTopTrendingSection && presenter.topTrendingSectionTitle !== null && (
          <p className="trending">{presenter.topTrendingSectionTitle}</p>
        )}
        {boats && place !== undefined && presenter.hasLoaded && presenter.exactPlaceProductNumber < presenter.count && presenter.count > 0 && (
          <p className="muted small">{t('search:results.exactPlace', { exact: presenter.exactPlaceProductNumber, place })}</p>
        )}
      </div>
      {presenter.favoriteErrorKey !== null && (
        <p className="alert" role="alert">
          {t('search:results.favoriteError')}
        </p>
      )}
      <div className="results-layout">
        <SearchMapPane presenter={presenter} />
        <div className="results-main">
          <Results presenter={presenter} />
          {presenter.pages.length > 0 && (
            <Suspense fallback={null}>
              <Pagination
                items={presenter.pages}
                current={presenter.pagination.currentPage}
                total={presenter.pagination.totalPage}
                onSelect={(page) => {
                  presenter.pageSelected(page);
                  window.scrollTo({ top: 0 });
                }}
              />
            </Suspense>
          )}
        </div>
      </div>
      {/* Below the results: the history is known only in this browser (after hydration) and grows with this very
          search, so above them it would push the results down as it appears (layout shift, issue [8]). */}
      <RecentSearchesSlot presenter={presenter} />
      {harbours !== null && harbours.harbors.length > 0 && (
        <Suspense fallback={null}>
          <HarbourChips presenter={presenter} />
        </Suspense>
      )}
      {boats && presenter.specificSectionTitle !== null && (
        <Suspense fallback={null}>
          <SeoSection presenter={presenter} />
        </Suspense>
      )}
      {presenter.draft !== null && (
        <Suspense fallback={null}>
          <FiltersPanel presenter={presenter} mobile={viewport.device === 'mobile'} />
        </Suspense>
      )}
    </section>
  );
});

export default SearchScreen;
