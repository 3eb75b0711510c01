import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Route } from '../../../domain/routing/route';
import type { Message } from '../../../application/activity/activity-booking';
import { ActivityPresenter } from '../../../application/activity/activity-presenter';
import { usePageHead } from '../../seo/use-page-head';
import { activityPageHead } from '../../seo/activity-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { Rating } from '../../components/search/Rating';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { pictureProps, PICTURE_LAYOUT } from '../../components/picture/picture-props';

/** A field's problem, announced with the field (aria-describedby points here). */
const FieldError = ({ id, message }: { id: string; message: Message | null }) => {
  const { t } = useTranslation('activity');
  if (message === null) return null;
  return (
    <p id={id} className="field-error">
      {t(message.key, message.values ?? {})}
    </p>
  );
};

const BookingBox = observer(({ presenter }: { presenter: ActivityPresenter }) => {
  const { t } = useTranslation(['activity', 'search', 'common']);
  const { activity, visibleValidation: problems, total } = presenter;
  if (activity === null) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.bookClicked();
  };
  return (
    <aside className="booking-box" aria-labelledby="booking-title">
      <h2 id="booking-title">{t('activity:booking.title')}</h2>
      <p className="booking-price">
        <strong className="price-amount">{presenter.pricePerPerson}</strong> <span className="muted">{t('activity:booking.perPerson')}</span>
      </p>
      <form className="activity-booking-form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor="activity-date">{t('activity:booking.date')}</label>
          <input
            id="activity-date"
            type="date"
            required
            min={presenter.today}
            max={presenter.lastDate}
            value={presenter.date}
            aria-invalid={problems.date !== null}
            aria-describedby={problems.date !== null ? 'activity-date-error' : undefined}
            onChange={(e) => presenter.dateChanged(e.target.value)}
          />
          <FieldError id="activity-date-error" message={problems.date} />
        </div>
        <fieldset className="filter-group time-slots" aria-describedby={problems.timeOfDay !== null ? 'activity-time-error' : undefined}>
          <legend>{t('activity:booking.timeOfDay')}</legend>
          <div className="radio-row">
            {presenter.timeOptions.map((time) => (
              <label key={time} className="check">
                <input
                  type="radio"
                  name="activity-time-of-day"
                  value={time}
                  checked={presenter.timeOfDay === time}
                  onChange={() => presenter.timeOfDaySelected(time)}
                />
                {t(`search:timesOfTheDay.${time}`)}
              </label>
            ))}
          </div>
          <FieldError id="activity-time-error" message={problems.timeOfDay} />
        </fieldset>
        <div className="field">
          <label htmlFor="activity-people">{t('activity:booking.people')}</label>
          <select
            id="activity-people"
            value={presenter.numberOfPeople}
            aria-invalid={problems.numberOfPeople !== null}
            aria-describedby={problems.numberOfPeople !== null ? 'activity-people-error' : undefined}
            onChange={(e) => presenter.numberOfPeopleChanged(Number(e.target.value))}
          >
            {presenter.peopleOptions.map((count) => (
              <option key={count} value={count}>
                {t('search:card.capacity', { count })}
              </option>
            ))}
          </select>
          <FieldError id="activity-people-error" message={problems.numberOfPeople} />
        </div>
        <div className="quote" role="status" aria-live="polite">
          {total !== null && (
            <p className="quote-total">
              <span>{t('activity:booking.total', { count: presenter.numberOfPeople })}</span> <strong>{total}</strong>
            </p>
          )}
          <p className="muted">{t(activity.instantBooking ? 'activity:booking.instantHint' : 'activity:booking.requestHint')}</p>
        </div>
        {presenter.bookingErrorKey !== null && (
          <p className="inline-error" role="alert">
            {t(presenter.bookingErrorKey)}
          </p>
        )}
        <button type="submit" className="button primary book-button" disabled={presenter.isBooking} aria-busy={presenter.isBooking}>
          {presenter.isBooking ? t('activity:booking.booking') : t('activity:booking.book')}
        </button>
      </form>
    </aside>
  );
});

const ActivitySkeleton = () => (
  <div className="page page-skeleton activity-skeleton" aria-busy="true">
    <div className="skeleton-line skeleton-title" />
    <div className="skeleton-block gallery-main" />
    <div className="skeleton-line" />
    <div className="skeleton-line skeleton-short" />
  </div>
);

const ActivityScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation(['activity', 'search', 'common']);
  const presenter = usePagePresenterOf(ActivityPresenter);
  usePageEntered(presenter, route);

  const activity = presenter.activity;
  const notFound = presenter.status === 'notFound';
  const typeLabel = activity === null ? '' : t(`search:activityTypes.${presenter.activityTypeKey}`, { defaultValue: activity.activityType });
  // The parent's head effect runs after the child's: not-found's own head is repeated here.
  usePageHead((context) => activityPageHead(presenter, context));

  if (notFound) return <NotFoundScreen />;
  if (presenter.status === 'error') {
    return (
      <section className="page results-state" role="alert">
        <h1>{t('activity:errors.loadTitle')}</h1>
        <p>{t(presenter.errorKey ?? 'common:errors.server')}</p>
        <button type="button" className="button primary" onClick={() => presenter.retryRequested()}>
          {t('activity:errors.retry')}
        </button>
      </section>
    );
  }
  if (activity === null) return <ActivitySkeleton />;

  const experienceLabel = t(`search:experiences.${presenter.experienceKey}`, { defaultValue: activity.experience });
  const { owner } = activity;
  return (
    <article className="page product-page activity-page" aria-labelledby="page-title">
      <header className="product-header">
        <span className="type-tag">{typeLabel}</span>
        <h1 id="page-title">{activity.title}</h1>
        <p className="muted">
          {experienceLabel} · {activity.localizationName}
        </p>
        <Rating rating={presenter.rating} reviewCount={activity.reviews.number} />
        <ul className="activity-badges" aria-label={t('activity:badges.label')}>
          <li className={activity.instantBooking ? 'badge badge-super' : 'badge'}>
            {t(activity.instantBooking ? 'activity:badges.instantBooking' : 'activity:badges.requestBooking')}
          </li>
          {activity.isAllInclusive && <li className="badge">{t('activity:facts.allInclusiveValue')}</li>}
          {owner.isSuperOwner && <li className="badge badge-super">{t('activity:badges.superOwner')}</li>}
        </ul>
      </header>
      <img
        className="gallery-main activity-cover"
        {...pictureProps(activity.coverUrl, PICTURE_LAYOUT.gallery.width, PICTURE_LAYOUT.gallery.sizes)}
        alt={t('activity:cover', { title: activity.title })}
        width={800}
        height={480}
        fetchPriority="high"
      />
      <div className="product-layout">
        <div className="product-main">
          <section aria-labelledby="about-title">
            <h2 id="about-title">{t('activity:about')}</h2>
            <p>{activity.description}</p>
          </section>
          <section aria-labelledby="facts-title">
            <h2 id="facts-title">{t('activity:facts.title')}</h2>
            <table className="specs-table">
              <tbody>
                <tr>
                  <th scope="row">{t('activity:facts.experience')}</th>
                  <td>{experienceLabel}</td>
                </tr>
                <tr>
                  <th scope="row">{t('activity:facts.type')}</th>
                  <td>{typeLabel}</td>
                </tr>
                <tr>
                  <th scope="row">{t('activity:facts.place')}</th>
                  <td>{activity.localizationName}</td>
                </tr>
                <tr>
                  <th scope="row">{t('activity:facts.duration')}</th>
                  <td>{t('activity:facts.hours', { hours: presenter.duration })}</td>
                </tr>
                <tr>
                  <th scope="row">{t('activity:facts.capacity')}</th>
                  <td>{t('search:card.capacity', { count: presenter.maxPeople })}</td>
                </tr>
                <tr>
                  <th scope="row">{t('activity:facts.timesOfDay')}</th>
                  <td>{presenter.timeOptions.map((time) => t(`search:timesOfTheDay.${time}`)).join(', ')}</td>
                </tr>
                {presenter.skipperLanguages.length > 0 && (
                  <tr>
                    <th scope="row">{t('activity:facts.skipperLanguages')}</th>
                    <td>{presenter.skipperLanguages.join(', ')}</td>
                  </tr>
                )}
                {activity.isAllInclusive && (
                  <tr>
                    <th scope="row">{t('activity:facts.allInclusive')}</th>
                    <td>{t('activity:facts.allInclusiveValue')}</td>
                  </tr>
                )}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="owner-title">
            <h2 id="owner-title">{t('activity:owner.title')}</h2>
            <p className="owner">
              <strong>{owner.firstName}</strong> <span className="badge">{t(owner.isPro ? 'activity:badges.pro' : 'activity:badges.private')}</span>{' '}
              {owner.isSuperOwner && <span className="badge badge-super">{t('activity:badges.superOwner')}</span>}
            </p>
          </section>
          <section aria-labelledby="reviews-title">
            <h2 id="reviews-title">{t('activity:reviews.title')}</h2>
            {presenter.rating === null ? (
              <p className="muted">{t('activity:reviews.empty')}</p>
            ) : (
              <p>{t('activity:reviews.summary', { count: activity.reviews.number, rating: presenter.rating })}</p>
            )}
          </section>
          <section aria-labelledby="cancellation-title">
            <h2 id="cancellation-title">{t('activity:cancellation.title')}</h2>
            <p>
              <strong>{t(`activity:cancellation.${presenter.cancellationKey}`, { defaultValue: activity.cancellationPolicy })}</strong>
            </p>
            <p className="muted">{t('activity:cancellation.details')}</p>
          </section>
        </div>
        <BookingBox presenter={presenter} />
      </div>
    </article>
  );
});

export default ActivityScreen;
