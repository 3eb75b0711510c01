import { useLayoutEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { LandingPresenter } from '../../../application/landing/landing-presenter';
import { usePageHead } from '../../seo/use-page-head';
import { landingPageHead } from '../../seo/page-heads';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { PageSkeleton } from '../../components/PageSkeleton';
import { ActivityCard } from '../../components/search/ActivityCard';
import { SearchFormFields } from '../../components/search/SearchFormFields';
import { ProductCard } from '../../components/search/ProductCard';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { sameSpaces } from '../../../domain/i18n/intl-text';
import { numberFormat } from '../../../domain/i18n/intl-formats';

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
      <SearchFormFields form={presenter.form} onSubmit={() => presenter.searchSubmitted()} />
      <button type="submit" className="button primary search-submit">
        {t('search:form.search')}
      </button>
    </form>
  );
});

/** The first card's picture is on a phone's first screen, often its largest element: fetched first, never lazily. */
const ResultCards = observer(({ presenter, className }: { presenter: LandingPresenter; className: string }) => (
  <div className={className}>
    {presenter.productCards.map((card, index) => (
      <ProductCard key={card.id} card={card} showType priority={index === 0} />
    ))}
    {presenter.activityCards.map((card, index) => (
      <ActivityCard key={card.id} card={card} priority={index === 0 && presenter.productCards.length === 0} />
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
            {t('search:landing.seeAll', { count, formattedCount: sameSpaces(numberFormat(i18n.language).format(count)) })}
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
            <MapPin key={pin.id} left={pin.leftPercent} top={pin.topPercent} label={pin.label} />
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

/**
 * A pin placed through the DOM, not a style attribute: the Content-Security-Policy refuses style attributes in the
 * server's markup (issue [8]), so the pin shows once the page is live.
 */
const MapPin = ({ left, top, label }: { left: number; top: number; label: string }) => {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const pin = ref.current;
    if (!pin) return;
    pin.style.left = `${left}%`;
    pin.style.top = `${top}%`;
    pin.dataset['placed'] = 'true';
  }, [left, top]);
  return <span ref={ref} className="map-pin" title={label} />;
};

const LandingScreen = observer(({ route }: { route: Route }) => {
  // Loads the namespaces the page head reads (search:seo.*) before the page renders.
  useTranslation(['search', 'common']);
  const presenter = usePagePresenterOf(LandingPresenter);
  usePageEntered(presenter, route);
  const notFound = presenter.status === 'notFound';
  // The parent's head effect runs after the child's: not-found's own head is repeated here.
  usePageHead((context) => landingPageHead(presenter, context));

  // Spec section 2: a landing whose data fails shows not-found; the URL stays as it is.
  if (notFound) return <NotFoundScreen />;
  if (presenter.status === 'loading') return <PageSkeleton />;
  return presenter.variant === 'current' ? <CurrentLanding presenter={presenter} /> : <NewLanding presenter={presenter} />;
});

export default LandingScreen;
