import { observer } from 'mobx-react-lite';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../../../domain/routing/route';
import { enumKey } from '../../../application/search/labels';
import { ProductPresenter } from '../../../application/product/product-presenter';
import { usePageHead } from '../../seo/use-page-head';
import { productPageHead } from '../../seo/product-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { PriceTag } from '../../components/search/PriceTag';
import { DateRangePicker } from '../../components/date-range/DateRangePicker';
import { ProductCard } from '../../components/search/ProductCard';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { ContactOwner } from '../../components/account/ContactOwner';
import { SleepingAndItineraries } from './SleepingAndItineraries';
import { Gallery } from './Gallery';
import { BookingBar } from './BookingBar';
import { ShareButton } from './ShareButton';
import { HarbourMap } from '../../components/map/HarbourMap';

const BookingBox = observer(({ presenter, boxRef }: { presenter: ProductPresenter; boxRef: RefObject<HTMLElement | null> }) => {
  const { t } = useTranslation(['product', 'search', 'common']);
  const { price, quote } = presenter;
  return (
    <aside ref={boxRef} className="booking-box" aria-labelledby="booking-title">
      <h2 id="booking-title">{t('product:booking.title')}</h2>
      {price !== null && (
        <div className="booking-price">
          <span className="muted">{t('product:booking.from')}</span> <PriceTag price={price} />
        </div>
      )}
      <div className="field-row">
        <DateRangePicker
          min={presenter.today}
          start={presenter.startDate}
          end={presenter.endDate}
          blocked={presenter.blockedDays}
          dayPrice={presenter.dayPrice}
          note={price !== null ? t('search:dateRange.pricePerDay', { price: price.amount }) : undefined}
          onChange={(start, end) => presenter.datesChanged(start, end)}
        />
      </div>
      <label className="field">
        <span>{t('product:booking.people')}</span>
        <select value={presenter.numberOfPeople} onChange={(e) => presenter.numberOfPeopleChanged(Number(e.target.value))}>
          {presenter.peopleOptions.map((count) => (
            <option key={count} value={count}>
              {t('search:card.capacity', { count })}
            </option>
          ))}
        </select>
      </label>
      <div className="quote" role="status" aria-live="polite">
        {presenter.isQuoteLoading ? (
          <p className="muted">{t('product:booking.quoteLoading')}</p>
        ) : quote !== null ? (
          <>
            <p className="quote-total">
              <span>{t('product:booking.total', { count: quote.days })}</span> <strong>{quote.total}</strong>
            </p>
            <p className={quote.available ? 'success-text' : 'inline-error'}>{t(quote.available ? 'product:booking.available' : 'product:booking.unavailable')}</p>
          </>
        ) : null}
      </div>
      {presenter.bookingErrorKey !== null && (
        <p className="inline-error" role="alert">
          {t(presenter.bookingErrorKey)}
        </p>
      )}
      <button type="button" className="button primary book-button" disabled={presenter.isBooking} onClick={() => void presenter.bookRequested()}>
        {presenter.isBooking ? t('product:booking.booking') : t('product:booking.book')}
      </button>
    </aside>
  );
});

const ProductScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation(['product', 'search', 'common']);
  const presenter = usePagePresenterOf(ProductPresenter);
  usePageEntered(presenter, route);
  const bookingBox = useRef<HTMLElement>(null);

  const product = presenter.product;
  const typeLabel = product === null ? '' : t(`search:boatTypes.${enumKey(product.type)}`, { defaultValue: product.type });
  const notFound = presenter.status === 'notFound';
  // The parent's head effect runs after the child's: not-found's own head is repeated here.
  usePageHead((context) => productPageHead(presenter, context));

  if (notFound) return <NotFoundScreen />;
  if (presenter.status === 'error') {
    return (
      <section className="page results-state" role="alert">
        <h1>{t('product:errors.loadTitle')}</h1>
        <p>{t(presenter.errorKey ?? 'common:errors.server')}</p>
        <button type="button" className="button primary" onClick={() => presenter.retryRequested()}>
          {t('product:errors.retry')}
        </button>
      </section>
    );
  }
  if (product === null) {
    return (
      <div className="page page-skeleton product-skeleton" aria-busy="true">
        <div className="skeleton-line skeleton-title" />
        <div className="skeleton-block gallery-main" />
      </div>
    );
  }

  const { location, owner } = product;
  return (
    <article className="page product-page" aria-labelledby="page-title">
      <header className="product-header">
        <span className="type-tag">{typeLabel}</span>
        <h1 id="page-title">{presenter.title}</h1>
        <p className="muted">
          {product.title} · {product.localizationName}
        </p>
        <div className="product-actions">
          <button type="button" className="button favorite-toggle" aria-pressed={product.isFavorite} onClick={() => void presenter.favoriteToggled()}>
            <span aria-hidden="true">{product.isFavorite ? '♥' : '♡'}</span> {t('product:booking.favorite')}
          </button>
          <ShareButton title={presenter.title} />
        </div>
        {presenter.favoriteErrorKey !== null && (
          <p className="inline-error" role="alert">
            {t(presenter.favoriteErrorKey)}
          </p>
        )}
      </header>
      <Gallery pictures={product.pictures} title={presenter.title} />
      <div className="product-layout">
        <div className="product-main">
          <section aria-labelledby="description-title">
            <h2 id="description-title">{t('product:description')}</h2>
            <p>{product.description}</p>
          </section>
          <section aria-labelledby="specs-title">
            <h2 id="specs-title">{t('product:specs.title')}</h2>
            <table className="specs-table">
              <tbody>
                {presenter.specs.map((row) => (
                  <tr key={row.labelKey}>
                    <th scope="row">{t(row.labelKey)}</th>
                    <td>{row.valueKey !== undefined ? t(row.valueKey, { defaultValue: row.value ?? '' }) : row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="equipment-title">
            <h2 id="equipment-title">{t('product:equipment.title')}</h2>
            {presenter.equipment.length === 0 ? (
              <p className="muted">{t('product:equipment.none')}</p>
            ) : (
              <ul className="equipment-list">
                {presenter.equipment.map((name) => (
                  <li key={name}>{t(`search:equipment.${name}`)}</li>
                ))}
              </ul>
            )}
          </section>
          <SleepingAndItineraries product={product} />
          <section aria-labelledby="owner-title">
            <h2 id="owner-title">{t('product:owner.title')}</h2>
            <p className="owner">
              <strong>{owner.firstName}</strong> <span className="badge">{t(owner.isPro ? 'product:owner.pro' : 'product:owner.private')}</span>{' '}
              {owner.isSuperOwner && <span className="badge badge-super">{t('product:owner.superOwner')}</span>}
            </p>
            {presenter.memberSince !== '' && <p className="muted">{t('product:owner.memberSince', { year: presenter.memberSince })}</p>}
            {presenter.ownerResponse !== null && (
              <p className="owner-response">
                {t('product:owner.responseRate', { rate: presenter.ownerResponse.rate })} · {t(presenter.ownerResponse.timeKey)}
              </p>
            )}
            <ContactOwner productId={product.id} ownerName={owner.firstName} />
          </section>
          <section aria-labelledby="reviews-title">
            <h2 id="reviews-title">{t('product:reviews.title')}</h2>
            {product.reviews.number > 0 && (
              <p>{t('product:reviews.summary', { count: product.reviews.number, rating: presenter.averageRating })}</p>
            )}
            {presenter.reviews.length === 0 ? (
              <p className="muted">{t('product:reviews.empty')}</p>
            ) : (
              <ul className="reviews">
                {presenter.reviews.map((review) => (
                  <li key={review.id}>
                    <p>
                      <strong>{review.author}</strong> · <span>{t('product:reviews.rating', { rating: review.rating })}</span> · <span className="muted">{review.date}</span>
                    </p>
                    <p>{review.comment}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="location-title">
            <h2 id="location-title">{t('product:location.title')}</h2>
            <dl className="location">
              <div>
                <dt>{t('product:location.harbour')}</dt>
                <dd>{location.harbourName}</dd>
              </div>
              {location.cityName !== null && (
                <div>
                  <dt>{t('product:location.city')}</dt>
                  <dd>
                    {location.cityName} ({location.countryCode})
                  </dd>
                </div>
              )}
              <div>
                <dt>{t('product:location.coordinates')}</dt>
                <dd>
                  {location.latitude.toFixed(4)}, {location.longitude.toFixed(4)}
                </dd>
              </div>
            </dl>
            <HarbourMap
              id={product.id}
              latitude={location.latitude}
              longitude={location.longitude}
              label={t('product:location.map')}
              markerName={location.harbourName}
              markerText={location.harbourName}
              unavailableText={t('search:map.unavailable')}
            />
          </section>
          <section aria-labelledby="availability-title">
            <h2 id="availability-title">{t('product:availability.title')}</h2>
            <div className="availability-calendar">
              {presenter.availabilityMonths.map((month) => (
                <table key={month.key} className="calendar-month">
                  <caption>{month.title}</caption>
                  <thead>
                    <tr>
                      {presenter.weekdayNames.map((name) => (
                        <th key={name} scope="col">
                          {name}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {calendarWeeks(month.leadingBlanks, month.days).map((week, i) => (
                      <tr key={i}>
                        {week.map((day, j) =>
                          day ? (
                            <td key={day.date} className={`calendar-day is-${day.status}`} aria-label={`${day.label}: ${t(`product:availability.status_${day.status}`)}`}>
                              {day.day}
                            </td>
                          ) : (
                            <td key={`blank-${j}`} aria-hidden="true" />
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              ))}
            </div>
            <p className="calendar-legend muted">
              <span className="legend-swatch is-free" aria-hidden="true" /> {t('product:availability.status_free')}{' '}
              <span className="legend-swatch is-booked" aria-hidden="true" /> {t('product:availability.status_booked')}
            </p>
            {presenter.bookedRanges.length === 0 ? (
              <p className="muted">{t('product:availability.none')}</p>
            ) : (
              <>
                <p className="muted">{t('product:availability.booked')}</p>
                <ul className="booked-ranges">
                  {presenter.bookedRanges.map((range) => (
                    <li key={range}>{range}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>
        <BookingBox presenter={presenter} boxRef={bookingBox} />
      </div>
      {presenter.suggestionCards.length > 0 && (
        <section aria-labelledby="suggestions-title">
          <h2 id="suggestions-title" className="section-title">
            {t('product:suggestions.title')}
          </h2>
          <div className="results-grid">
            {presenter.suggestionCards.map((card) => (
              <ProductCard key={card.id} card={card} showType />
            ))}
          </div>
        </section>
      )}
      {/* Last in the page: the keyboard reaches it after everything it could cover. */}
      <BookingBar presenter={presenter} bookingBox={bookingBox} />
    </article>
  );
});

export default ProductScreen;

/** Rows of seven cells, Monday first; null cells before the 1st and after the last day. */
function calendarWeeks<T>(leadingBlanks: number, days: readonly T[]): (T | null)[][] {
  const cells: (T | null)[] = [...Array.from({ length: leadingBlanks }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (T | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
