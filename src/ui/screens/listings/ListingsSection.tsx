import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { OwnerListingsPresenter, type ListingCardView, type OwnerBookingView, type OwnerTab } from '../../../application/listings/owner-listings-presenter';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { AccountState } from '../account/AccountNav';
import { pictureProps, PICTURE_LAYOUT } from '../../components/picture/picture-props';

type Props = { presenter: OwnerListingsPresenter };

const NewListingButton = ({ href }: { href: string }) => {
  const { t } = useTranslation('listings');
  return (
    <Link className="button primary" href={href}>
      {t('page.newListing')}
    </Link>
  );
};

/** This year's revenue, the requests waiting and how many boats are online. */
const Totals = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listings');
  const totals = presenter.totals;
  return (
    <dl className="listing-totals" aria-label={t('page.totals')}>
      <div>
        <dt>{t('page.revenueThisYear')}</dt>
        <dd>{totals.revenueThisYear}</dd>
      </div>
      <div>
        <dt>{t('page.requestsWaiting')}</dt>
        <dd>{totals.requestsWaiting}</dd>
      </div>
      <div>
        <dt>{t('page.published')}</dt>
        <dd>{t('page.publishedOf', { published: totals.published, total: totals.listings })}</dd>
      </div>
    </dl>
  );
});

/** A request or a booking: who, which boat, when, how much; a request also says until when to answer. */
const BookingItem = ({ booking, request }: { booking: OwnerBookingView; request: boolean }) => {
  const { t } = useTranslation(['listings', 'account']);
  return (
    <li className="owner-booking">
      <div>
        <strong>{booking.tenantFirstName}</strong> · {booking.boatTitle}
        <br />
        <span>{booking.dates}</span> · <span>{booking.amount}</span>
        {request && booking.deadline ? (
          <>
            <br />
            <span className="deadline">{t('listings:page.answerBefore', { deadline: booking.deadline })}</span>
          </>
        ) : (
          !request && (
            <>
              {' '}
              <span className="badge">{t(booking.statusKey)}</span>
            </>
          )
        )}
      </div>
      <Link className={request ? 'button primary' : 'button'} href={booking.detailHref}>
        {request ? t('listings:page.answer') : t('listings:page.open')}
      </Link>
    </li>
  );
};

const Requests = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listings');
  return (
    <section className="owner-section" aria-labelledby="owner-requests">
      <h2 id="owner-requests">{t('page.requestsTitle')}</h2>
      {presenter.requests.length === 0 ? (
        <p className="muted">{t('page.noRequests')}</p>
      ) : (
        <ul className="owner-bookings">
          {presenter.requests.map((b) => (
            <BookingItem key={b.bookingId} booking={b} request />
          ))}
        </ul>
      )}
    </section>
  );
});

const Upcoming = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listings');
  return (
    <section className="owner-section" aria-labelledby="owner-upcoming">
      <h2 id="owner-upcoming">{t('page.upcomingTitle')}</h2>
      {presenter.upcoming.length === 0 ? (
        <p className="muted">{t('page.noUpcoming')}</p>
      ) : (
        <ul className="owner-bookings">
          {presenter.upcoming.map((b) => (
            <BookingItem key={b.bookingId} booking={b} request={false} />
          ))}
        </ul>
      )}
    </section>
  );
});

/** One listing: picture, title, status, progress of a draft, price, bookings, revenue, and what to do with it. */
const ListingCard = observer(({ presenter, card }: Props & { card: ListingCardView }) => {
  const { t } = useTranslation(['listings', 'search']);
  const titleId = `listing-card-${card.id}`;
  const title = card.title || (card.typeKey ? t('listings:card.untitledType', { type: t(`search:boatTypes.${card.typeKey}`) }) : t('listings:card.untitled'));
  const error = presenter.cardError?.listingId === card.id ? presenter.cardError : null;
  return (
    <article className="listing-card" aria-labelledby={titleId}>
      {card.picture ? <img {...pictureProps(card.picture, PICTURE_LAYOUT.listItem.width, PICTURE_LAYOUT.listItem.sizes)} alt="" width={200} height={140} loading="lazy" decoding="async" /> : <div className="listing-card-nopicture">{t('listings:card.noPicture')}</div>}
      <div className="listing-card-body">
        <div className="listing-card-head">
          <h3 id={titleId}>{title}</h3>
          <span className={`badge listing-status-${card.status}`}>{t(card.statusKey)}</span>
          {card.instantBooking && <span className="badge">{t('listings:card.instantBooking')}</span>}
        </div>
        {card.harbourName && <p className="muted">{card.harbourName}</p>}
        {card.status === 'draft' && (
          <div className="listing-progress">
            <progress max={100} value={card.progress} aria-labelledby={`${titleId}-progress`} />
            <span id={`${titleId}-progress`}>{t('listings:card.progress', { progress: card.progress })}</span>
            {card.missingSteps.length > 0 && (
              <Link className="button primary" href={card.continueHref}>
                {t('listings:card.continue')}
              </Link>
            )}
          </div>
        )}
        <dl className="listing-card-facts">
          <div>
            <dt>{t('listings:card.pricePerDay')}</dt>
            <dd>{card.pricePerDay ?? t('listings:card.noPrice')}</dd>
          </div>
          <div>
            <dt>{t('listings:card.requestsWaiting')}</dt>
            <dd>{card.requestsWaiting}</dd>
          </div>
          <div>
            <dt>{t('listings:card.revenueThisYear')}</dt>
            <dd>{card.revenueThisYear}</dd>
          </div>
        </dl>
        {card.status !== 'draft' && (
          <div className="listing-card-bookings">
            <h4>{t('listings:card.nextBookings')}</h4>
            {card.nextBookings.length === 0 ? (
              <p className="muted">{t('listings:card.noBookings')}</p>
            ) : (
              <ul>
                {card.nextBookings.map((b) => (
                  <li key={b.bookingId}>
                    <Link href={b.detailHref}>{b.dates}</Link> · {b.tenantFirstName}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="listing-card-actions">
          <Link className="button" href={card.editHref} aria-describedby={titleId}>
            {t('listings:card.edit')}
          </Link>
          <Link className="button" href={card.calendarHref} aria-describedby={titleId}>
            {t('listings:card.calendar')}
          </Link>
          {card.statusAction && (
            <button
              type="button"
              className={card.statusAction === 'pause' ? 'button' : 'button primary'}
              disabled={card.changingStatus}
              aria-describedby={titleId}
              onClick={() => void presenter.statusChanged(card.id, card.statusAction === 'pause' ? 'paused' : 'published')}
            >
              {card.changingStatus ? t('listings:card.changing') : t(`listings:card.${card.statusAction}`)}
            </button>
          )}
          {card.productHref && (
            <Link className="button ghost" href={card.productHref} aria-describedby={titleId}>
              {t('listings:card.view')}
            </Link>
          )}
        </div>
        {card.rejectionReason !== null && (
          <p className="alert listing-rejected" role="note">
            {t('listings:card.rejected', { reason: card.rejectionReason })}
          </p>
        )}
        {error && (
          <div role="alert" className="field-error">
            <p>{t(error.key)}</p>
            {error.missingSteps.length > 0 && (
              <ul className="missing-steps">
                {error.missingSteps.map((m) => (
                  <li key={m.step}>
                    <Link href={m.href}>{t(`listings:steps.${m.step}`)}</Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </article>
  );
});

/** No boat yet: what listing one brings, and the way to start. */
const EmptyState = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listings');
  return (
    <section className="listings-empty" aria-labelledby="listings-empty-title">
      <h2 id="listings-empty-title">{t('page.emptyTitle')}</h2>
      <p>{t('page.emptyText')}</p>
      <ul>
        <li>{t('page.emptyPoint1')}</li>
        <li>{t('page.emptyPoint2')}</li>
        <li>{t('page.emptyPoint3')}</li>
      </ul>
      <NewListingButton href={presenter.newListingHref} />
    </section>
  );
});

const ListingsTab = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listings');
  if (presenter.isEmpty) return <EmptyState presenter={presenter} />;
  return (
    <>
      <div className="owner-toolbar">
        <Totals presenter={presenter} />
        <NewListingButton href={presenter.newListingHref} />
      </div>
      <Requests presenter={presenter} />
      <Upcoming presenter={presenter} />
      <section className="owner-section" aria-labelledby="owner-listings">
        <h2 id="owner-listings">{t('page.listingsTitle')}</h2>
        <div className="listing-cards">
          {presenter.cards.map((card) => (
            <ListingCard key={card.id} presenter={presenter} card={card} />
          ))}
        </div>
      </section>
    </>
  );
});

/** The professional owners' panels, each a tab beside the listings (lazy, so private owners never load them). */
const PRO_PANELS: ReadonlyArray<{ readonly tab: Exclude<OwnerTab, 'listings'>; readonly Panel: ComponentType }> = [
  { tab: 'leads', Panel: lazy(() => import('../owners/LeadsPanel')) },
  { tab: 'team', Panel: lazy(() => import('../owners/TeamPanel')) },
  { tab: 'sales', Panel: lazy(() => import('../owners/SalesSettingsPanel')) },
];

const OwnerTabs = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listings');
  const tabs: OwnerTab[] = ['listings', ...PRO_PANELS.map((p) => p.tab)];
  const Panel = PRO_PANELS.find((p) => p.tab === presenter.tab)?.Panel;
  return (
    <div className="owner-tabs">
      <div className="listing-tabs" role="tablist" aria-label={t('page.tabs.label')}>
        {tabs.map((tab, i) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`owner-tab-${tab}`}
            aria-selected={presenter.tab === tab}
            aria-controls="owner-tab-panel"
            tabIndex={presenter.tab === tab ? 0 : -1}
            onClick={() => presenter.tabChosen(tab)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              e.preventDefault();
              const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
              presenter.tabChosen(next);
              document.getElementById(`owner-tab-${next}`)?.focus();
            }}
          >
            {t(`page.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="owner-tab-panel" aria-labelledby={`owner-tab-${presenter.tab}`} className="owner-listings">
        {Panel ? (
          <Suspense fallback={<div className="skeleton-block" aria-busy="true" />}>
            <Panel />
          </Suspense>
        ) : (
          <ListingsTab presenter={presenter} />
        )}
      </div>
    </div>
  );
});

/** account/listings: the owner's rental business at a glance, then each listing. */
export const ListingsSection = observer(() => {
  const presenter = usePagePresenterOf(OwnerListingsPresenter);
  const [started] = useState(() => presenter);
  useEffect(() => {
    void started.load();
  }, [started]);
  if (presenter.status !== 'ready') return <AccountState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />;
  // A professional owner also has the leads, team and sales settings tabs.
  if (presenter.isPro) return <OwnerTabs presenter={presenter} />;
  return (
    <div className="owner-listings">
      <ListingsTab presenter={presenter} />
    </div>
  );
});

export default ListingsSection;
