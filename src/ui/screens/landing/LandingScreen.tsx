import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { LandingPresenter } from '../../../application/landing/landing-presenter';
import { usePageMeta } from '../../i18n/use-page-meta';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { useLanguageReady } from '../../components/search/use-language-ready';
import { PageSkeleton } from '../../components/PageSkeleton';
import { ActivityCard } from '../../components/search/ActivityCard';
import { PlaceCombobox } from '../../components/search/PlaceCombobox';
import { ProductCard } from '../../components/search/ProductCard';
import NotFoundScreen from '../not-found/NotFoundScreen';

/** The landing's search form: place, dates and people, then the search page. */
const LandingSearchForm = observer(({ presenter }: { presenter: LandingPresenter }) => {
  const { t } = useTranslation('search');
  const activities = presenter.kind === 'activity';
  return (
    <form
      role="search"
      aria-label={t(activities ? 'search:landing.searchActivitiesTitle' : 'search:landing.searchTitle')}
      className="search-bar landing-search"
      onSubmit={(event) => {
        event.preventDefault();
        presenter.searchSubmitted();
      }}
    >
      <PlaceCombobox
        autocomplete={presenter.place}
        onInput={(text) => presenter.placeInputChanged(text)}
        onSelect={(place) => presenter.placeSelected(place)}
        onSubmit={() => presenter.searchSubmitted()}
      />
      <label className="field">
        <span>{t('search:form.startDate')}</span>
        <input type="date" value={presenter.startDate} onChange={(e) => presenter.datesChanged(e.target.value, presenter.endDate)} />
      </label>
      <label className="field">
        <span>{t('search:form.endDate')}</span>
        <input type="date" value={presenter.endDate} onChange={(e) => presenter.datesChanged(presenter.startDate, e.target.value)} />
      </label>
      <label className="field field-narrow">
        <span>{t('search:form.people')}</span>
        <input type="number" inputMode="numeric" min={1} value={presenter.people} onChange={(e) => presenter.peopleChanged(e.target.value)} />
      </label>
      <button type="submit" className="button primary search-submit">
        {t('search:form.search')}
      </button>
    </form>
  );
});

const ResultCards = observer(({ presenter, className }: { presenter: LandingPresenter; className: string }) => (
  <div className={className}>
    {presenter.productCards.map((card) => (
      <ProductCard key={card.id} card={card} showType />
    ))}
    {presenter.activityCards.map((card) => (
      <ActivityCard key={card.id} card={card} />
    ))}
  </div>
));

const LandingLinks = observer(({ presenter }: { presenter: LandingPresenter }) => {
  const { t, i18n } = useTranslation('search');
  const count = presenter.landing?.count ?? 0;
  return (
    <>
      {count > 0 && (
        <p>
          <Link href={presenter.searchHref} className="button">
            {t('search:landing.seeAll', { count, formattedCount: new Intl.NumberFormat(i18n.language).format(count) })}
          </Link>
        </p>
      )}
      {presenter.links.length > 0 && (
        <nav aria-labelledby="landing-links-title" className="landing-links">
          <h2 id="landing-links-title" className="section-title">
            {t('search:landing.links')}
          </h2>
          <ul className="chips">
            {presenter.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="chip">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
});

/** The current variant (multiverse A or B): a classic hero, then a grid of the top results. */
const CurrentLanding = observer(({ presenter }: { presenter: LandingPresenter }) => {
  const { t } = useTranslation('search');
  const landing = presenter.landing;
  if (landing === null) return null;
  return (
    <section className="page landing-page" aria-labelledby="page-title">
      <div className="hero">
        <h1 id="page-title">{landing.title}</h1>
        <p className="lead">{landing.introduction}</p>
      </div>
      <LandingSearchForm presenter={presenter} />
      <h2 className="section-title">{t('search:landing.topResults')}</h2>
      <ResultCards presenter={presenter} className="results-grid" />
      <LandingLinks presenter={presenter} />
    </section>
  );
});

/** The new variant: a map-like hero placing the results by their coordinates, and a compact list. */
const NewLanding = observer(({ presenter }: { presenter: LandingPresenter }) => {
  const { t } = useTranslation('search');
  const landing = presenter.landing;
  if (landing === null) return null;
  return (
    <section className="page landing-page landing-new" aria-labelledby="page-title">
      <div className="map-hero">
        <div className="map-hero-text">
          <h1 id="page-title">{landing.title}</h1>
          <p className="lead">{landing.introduction}</p>
        </div>
        <div className="map-canvas" role="img" aria-label={t('search:landing.map')}>
          {presenter.mapPins.map((pin) => (
            <span key={pin.id} className="map-pin" style={{ left: `${pin.leftPercent}%`, top: `${pin.topPercent}%` }} title={pin.label} />
          ))}
        </div>
      </div>
      <LandingSearchForm presenter={presenter} />
      <h2 className="section-title">{t('search:landing.topResults')}</h2>
      <ResultCards presenter={presenter} className="results-list" />
      <LandingLinks presenter={presenter} />
    </section>
  );
});

const LandingScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation(['search', 'common']);
  const presenter = usePagePresenterOf(LandingPresenter);
  const search = useSearch();
  // The screen is mounted per path: its first route and query load it once (re-renders build new route objects).
  const [initialRoute] = useState(route);
  const [initialSearch] = useState(search);
  const languageReady = useLanguageReady();
  useEffect(() => {
    if (languageReady) void presenter.routeEntered(initialRoute, initialSearch);
  }, [presenter, initialRoute, initialSearch, languageReady]);
  const landing = presenter.landing;
  const notFound = presenter.status === 'notFound';
  // The parent's meta effect runs after the child's: not-found's own title is repeated here.
  usePageMeta(
    notFound ? t('common:notFound.title') : (landing?.title ?? ''),
    notFound ? t('common:notFound.description') : (landing?.introduction ?? t('search:landing.fallbackDescription')),
  );

  // Spec section 2: a landing whose data fails shows not-found; the URL stays as it is.
  if (notFound) return <NotFoundScreen />;
  if (presenter.status === 'loading') return <PageSkeleton />;
  return presenter.variant === 'current' ? <CurrentLanding presenter={presenter} /> : <NewLanding presenter={presenter} />;
});

export default LandingScreen;
