import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route, SearchKind } from '../../../domain/routing/route';
import { HomePresenter } from '../../../application/home/home-presenter';
import { usePageHead } from '../../seo/use-page-head';
import { homePageHead } from '../../seo/page-heads';
import { useRouteHref } from '../../routing/use-route-href';
import { Modal } from '../../modal/Modal';
import { Popover } from '../../modal/Popover';
import { Tooltip } from '../../modal/Tooltip';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { SearchFormFields } from '../../components/search/SearchFormFields';
import { ProductCard } from '../../components/search/ProductCard';
import { ActivityCard } from '../../components/search/ActivityCard';
import { pictureProps } from '../../components/picture/picture-props';

const KINDS: readonly SearchKind[] = ['boat', 'activity'];

/** A destination's picture: at most 280 CSS pixels wide, two cards a row on a phone. */
const DESTINATION_PICTURE = { width: 280, height: 180, sizes: '(max-width: 640px) calc(50vw - 24px), 280px' } as const;

/** The hero's search form: boats or activities, place, dates and people, then the search page. */
const HomeSearchForm = observer(({ presenter }: { presenter: HomePresenter }) => {
  const { t } = useTranslation(['home', 'search']);
  return (
    <form
      role="search"
      aria-label={t('home:form.label')}
      className="search-bar home-search"
      onSubmit={(event) => {
        event.preventDefault();
        presenter.searchSubmitted();
      }}
    >
      <fieldset className="home-kind">
        <legend className="visually-hidden">{t('home:form.kind')}</legend>
        {KINDS.map((kind) => (
          <label key={kind} className="home-kind-option">
            <input type="radio" name="home-kind" value={kind} checked={presenter.kind === kind} onChange={() => presenter.kindChanged(kind)} />
            <span>{t(kind === 'boat' ? 'home:form.boats' : 'home:form.activities')}</span>
          </label>
        ))}
      </fieldset>
      <SearchFormFields form={presenter.form} onSubmit={() => presenter.searchSubmitted()} />
      <button type="submit" className="button primary search-submit">
        {t('search:form.search')}
      </button>
    </form>
  );
});

const Destinations = observer(({ presenter }: { presenter: HomePresenter }) => {
  const { t } = useTranslation(['home', 'search']);
  return (
    <section className="home-section" aria-labelledby="home-destinations">
      <h2 id="home-destinations" className="section-title">
        {t('home:destinations.title')}
      </h2>
      <ul className="destination-grid">
        {presenter.destinations.map((destination) => (
          <li key={destination.id}>
            <Link href={destination.href} className="destination-card">
              {destination.picture !== null ? (
                <img
                  {...pictureProps(destination.picture, DESTINATION_PICTURE.width, DESTINATION_PICTURE.sizes)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={DESTINATION_PICTURE.width}
                  height={DESTINATION_PICTURE.height}
                />
              ) : (
                <span className="destination-picture-empty" aria-hidden="true" />
              )}
              <span className="destination-name">{destination.name}</span>
              <span className="destination-count">{t('search:results.boats', { count: destination.boats, formattedCount: destination.boatsText })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});

const Categories = observer(({ presenter }: { presenter: HomePresenter }) => {
  const { t } = useTranslation(['home', 'search']);
  return (
    <section className="home-section" aria-labelledby="home-categories">
      <h2 id="home-categories" className="section-title">
        {t('home:categories.title')}
      </h2>
      <ul className="category-grid">
        {presenter.categories.map((category) => (
          <li key={category.type}>
            <Link href={category.href} className="category-card">
              <span className="category-name">{t(`search:boatTypes.${category.typeKey}`, { defaultValue: category.type })}</span>
              <span className="category-count">{t('search:results.boats', { count: category.count, formattedCount: category.countText })}</span>
              <span className="category-price">{t('home:categories.from', { price: category.lowestPrice })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});

const TopRated = observer(({ presenter }: { presenter: HomePresenter }) => {
  const { t } = useTranslation(['home']);
  const href = useRouteHref();
  if (presenter.productCards.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-top-rated">
      <h2 id="home-top-rated" className="section-title">
        {t('home:topRated.title')}
      </h2>
      <div className="results-grid">
        {presenter.productCards.map((card) => (
          <ProductCard key={card.id} card={card} showType />
        ))}
      </div>
      <p className="home-see-all">
        <Link href={href({ screen: 'search', kind: 'boat' })} className="button">
          {t('home:topRated.seeAll')}
        </Link>
      </p>
    </section>
  );
});

const Activities = observer(({ presenter }: { presenter: HomePresenter }) => {
  const { t } = useTranslation(['home']);
  const href = useRouteHref();
  if (presenter.activityCards.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-activities">
      <h2 id="home-activities" className="section-title">
        {t('home:activities.title')}
      </h2>
      <div className="results-grid">
        {presenter.activityCards.map((card) => (
          <ActivityCard key={card.id} card={card} />
        ))}
      </div>
      <p className="home-see-all">
        <Link href={href({ screen: 'search', kind: 'activity' })} className="button">
          {t('home:activities.seeAll')}
        </Link>
      </p>
    </section>
  );
});

const Trust = observer(({ presenter }: { presenter: HomePresenter }) => {
  const { t } = useTranslation(['home']);
  const trust = presenter.trust;
  if (trust === null) return null;
  const figures: readonly (readonly [string, string])[] = [
    ['boats', trust.boatsText],
    ['owners', trust.ownersText],
    ['reviews', trust.reviewsText],
    ...(trust.averageRating === null ? [] : [['averageRating', t('home:trust.outOfFive', { rating: trust.averageRating })] as const]),
  ];
  return (
    <section className="home-section" aria-labelledby="home-trust">
      <h2 id="home-trust" className="section-title">
        {t('home:trust.title')}
      </h2>
      <dl className="trust-figures">
        {figures.map(([key, value]) => (
          <div key={key} className="trust-figure">
            <dt>{t(`home:trust.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});

/** How renting works: three steps, the details in a modal, the skipper, cancellation and help. */
const HowItWorks = () => {
  const { t } = useTranslation(['home', 'common']);
  const [howItWorksOpen, setHowItWorksOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <section className="home-section" aria-labelledby="home-steps">
      <h2 id="home-steps" className="section-title">
        {t('home:steps.title')}
      </h2>
      <ol className="home-steps">
        {(['search', 'book', 'sail'] as const).map((step) => (
          <li key={step} className="home-step">
            <h3>{t(`home:steps.${step}Title`)}</h3>
            <p>{t(`home:steps.${step}Text`)}</p>
          </li>
        ))}
      </ol>
      <div className="home-info">
        <p>
          {t('common:home.skipperIntro')} <Tooltip label={t('common:home.skipperTooltipLabel')} text={t('common:home.skipperTooltip')} />
        </p>
        <div className="home-info-actions">
          <button type="button" className="button" onClick={() => setHowItWorksOpen(true)}>
            {t('common:home.howItWorks')}
          </button>
          <Popover label={t('common:home.cancellationLabel')} title={t('common:home.cancellationTitle')}>
            <p>{t('common:home.cancellationText')}</p>
          </Popover>
          <button type="button" className="button ghost" onClick={() => setHelpOpen(true)}>
            {t('common:home.needHelp')}
          </button>
        </div>
      </div>
      <Modal open={howItWorksOpen} onClose={() => setHowItWorksOpen(false)} title={t('common:home.howItWorks')}>
        <ol className="steps">
          <li>{t('common:home.step1')}</li>
          <li>{t('common:home.step2')}</li>
          <li>{t('common:home.step3')}</li>
        </ol>
      </Modal>
      <Modal open={helpOpen} onClose={() => setHelpOpen(false)} title={t('common:home.needHelp')} kind="bottom">
        <p>{t('common:home.helpText')}</p>
      </Modal>
    </section>
  );
};

/** The catalogue's sections: loaded with the page (on the server for a first visit), else a placeholder of their size. */
const HomeSections = observer(({ presenter }: { presenter: HomePresenter }) => {
  const { t } = useTranslation(['home']);
  if (presenter.status === 'loading') {
    return (
      <div className="home-sections-loading" aria-busy="true">
        <p className="visually-hidden">{t('home:loading')}</p>
        <div className="skeleton-line skeleton-title" />
        <div className="destination-grid">
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className="destination-card skeleton-block" aria-hidden="true" />
          ))}
        </div>
      </div>
    );
  }
  if (presenter.status === 'error') {
    return (
      <div className="results-state home-section" role="alert">
        <p>{t('home:error')}</p>
        <button type="button" className="button primary" onClick={() => void presenter.retryRequested()}>
          {t('home:retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <Destinations presenter={presenter} />
      <Categories presenter={presenter} />
      <TopRated presenter={presenter} />
      <Activities presenter={presenter} />
    </>
  );
});

const HomeScreen = observer(({ route }: { route: Route }) => {
  // The namespaces of the whole page load before it renders (no text appears late).
  const { t } = useTranslation(['home', 'search', 'common']);
  const presenter = usePagePresenterOf(HomePresenter);
  usePageEntered(presenter, route);
  usePageHead(homePageHead);
  return (
    <section className="page home-page" aria-labelledby="page-title">
      <div className="hero home-hero">
        <h1 id="page-title">{t('common:home.title')}</h1>
        <p className="lead">{t('common:home.subtitle')}</p>
        <HomeSearchForm presenter={presenter} />
      </div>
      <HomeSections presenter={presenter} />
      <HowItWorks />
      <Trust presenter={presenter} />
    </section>
  );
});

export default HomeScreen;
