import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeAuthenticator, fakeSettings, httpFailure } from '../../../tests/fakes/search';
import { networkFailure } from '../../../tests/fakes/account';
import { FakeListingsGateway, LISTING_ID, completeFields, listing, listingSummary, ownerListings } from '../../../tests/fakes/listings';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { OwnerListingsPresenter } from './owner-listings-presenter';

const build = (options: { gateway?: FakeListingsGateway; auth?: AuthenticationOutcome; isPro?: boolean; language?: 'en' | 'fr' } = {}) => {
  const gateway = options.gateway ?? new FakeListingsGateway([listing(completeFields()), listing(completeFields({ titles: {}, descriptions: {} }), { id: 809 })]);
  const authenticator = new FakeAuthenticator(options.auth ?? { kind: 'alreadySignedIn' });
  const presenter = new OwnerListingsPresenter(gateway, fakeSettings({ language: options.language ?? 'en' }), authenticator, { isPro: options.isPro ?? false });
  return { presenter, gateway, authenticator };
};

describe('OwnerListingsPresenter', () => {
  it('loads the owner’s boats, requests waiting, upcoming bookings and this year’s revenue, every text ready', async () => {
    const { presenter, gateway } = build();
    const entered = presenter.routeEntered();
    expect(presenter.status).toBe('loading');
    await entered;
    expect(gateway.calls).toEqual([{ method: 'listings', args: [] }]);
    expect(presenter.status).toBe('ready');
    expect(presenter.totals).toEqual({ revenueThisYear: '€3,200', requestsWaiting: 1, listings: 2, published: 1 });
    expect(presenter.requests).toEqual([
      expect.objectContaining({ bookingId: 4711, tenantFirstName: 'Ann', dates: 'Aug 10, 2025 – Aug 13, 2025', amount: '€941.40', detailHref: '/booking/4711/detail', statusKey: 'account:status.awaitingOwner' }),
    ]);
    expect(presenter.requests[0]?.deadline).toEqual(expect.stringContaining('Jun'));
    expect(presenter.upcoming.map((b) => [b.bookingId, b.deadline])).toEqual([[4712, null]]);
    const [published, draft] = presenter.cards;
    expect(published).toEqual(
      expect.objectContaining({
        id: LISTING_ID,
        statusKey: 'listings:status.published',
        typeKey: 'sailboat',
        pricePerDay: '€250',
        revenueThisYear: '€3,200',
        requestsWaiting: 1,
        editHref: '/account/listing/edit/808',
        calendarHref: '/account/listing/edit/808?tab=calendar',
        productHref: '/boat-rental/marseille/sailboat/a-roomy-sailboat-in-marseille-808',
        statusAction: 'pause',
      }),
    );
    expect(published?.nextBookings.map((b) => b.bookingId)).toEqual([4712]);
    expect(draft).toEqual(
      expect.objectContaining({ id: 809, title: '', typeKey: 'rib', progress: 33, pricePerDay: null, productHref: null, statusAction: null, continueHref: '/account/listing/edit/809?step=description' }),
    );
    expect(presenter.newListingHref).toBe('/account/listing/edit/new');
    expect(presenter.isEmpty).toBe(false);
  });

  it('amounts follow the owner’s language, links too', async () => {
    const { presenter } = build({ language: 'fr' });
    await presenter.load();
    // Money reads the same on the server and in the browser (sameSpaces): a no-break space groups thousands.
    expect(presenter.totals.revenueThisYear).toBe('3\u00a0200\u00a0€');
    expect(presenter.cards[0]?.editHref).toBe('/fr/account/listing/edit/808');
  });

  it('an owner without boats gets the empty state', async () => {
    const gateway = new FakeListingsGateway([], ownerListings({ listings: [], requests: [], upcoming: [], revenueThisYear: 0 }));
    const { presenter } = build({ gateway });
    await presenter.load();
    expect(presenter.isEmpty).toBe(true);
    expect(presenter.totals).toEqual({ revenueThisYear: '€0', requestsWaiting: 0, listings: 0, published: 0 });
  });

  it('a failure to load shows an error and loads again on retry; a visitor signs in first (aborted → signInRequired)', async () => {
    const { presenter, gateway } = build();
    gateway.failNext('listings', networkFailure());
    await presenter.load();
    expect(presenter.status).toBe('error');
    expect(presenter.errorKey).toBe('common:errors.network');
    await presenter.load();
    expect(presenter.status).toBe('ready');

    const aborted = build({ auth: { kind: 'aborted' } });
    aborted.gateway.failNext('listings', httpFailure(401));
    await aborted.presenter.load();
    expect(aborted.authenticator.triggers).toEqual(['menu']);
    expect(aborted.presenter.status).toBe('signInRequired');
    expect(aborted.presenter.errorKey).toBeNull();
  });

  it('pausing from the list changes the card once the server agrees; unpausing publishes again', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    gateway.server.listings.set(LISTING_ID, listing(completeFields(), { status: 'published' }));
    const release = gateway.hold('changeStatus');
    const pausing = presenter.statusChanged(LISTING_ID, 'paused');
    expect(presenter.cards[0]?.changingStatus).toBe(true);
    expect(presenter.cards[0]?.status).toBe('published');
    // A second click while the first is on its way sends nothing.
    await presenter.statusChanged(LISTING_ID, 'paused');
    expect(gateway.callsOf('changeStatus')).toHaveLength(1);
    release();
    await pausing;
    expect(gateway.callsOf('changeStatus')[0]?.args).toEqual([LISTING_ID, { status: 'paused' }]);
    expect(presenter.cards[0]).toEqual(expect.objectContaining({ status: 'paused', statusAction: 'unpause', productHref: null, changingStatus: false }));
    await presenter.statusChanged(LISTING_ID, 'published');
    expect(presenter.cards[0]?.status).toBe('published');
  });

  it('publishing an incomplete listing keeps its status and links to the missing steps', async () => {
    const { presenter } = build();
    await presenter.load();
    await presenter.statusChanged(809, 'published');
    expect(presenter.cards[1]?.status).toBe('draft');
    expect(presenter.cardError).toEqual({
      listingId: 809,
      key: 'listings:publish.incomplete',
      missingSteps: [{ step: 'description', href: '/account/listing/edit/809?step=description' }],
    });
  });

  it('a failed status change keeps the card as it was and says why', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    gateway.failNext('changeStatus', httpFailure(500));
    await presenter.statusChanged(LISTING_ID, 'paused');
    expect(presenter.cards[0]?.status).toBe('published');
    expect(presenter.cardError).toEqual({ listingId: LISTING_ID, key: 'common:errors.server', missingSteps: [] });
  });

  it('a complete draft can be published from the list', async () => {
    const gateway = new FakeListingsGateway([listing(completeFields())], ownerListings({ listings: [listingSummary({ status: 'draft', productUrl: null })] }));
    const { presenter } = build({ gateway });
    await presenter.load();
    expect(presenter.cards[0]?.statusAction).toBe('publish');
    await presenter.statusChanged(LISTING_ID, 'published');
    expect(presenter.cards[0]).toEqual(expect.objectContaining({ status: 'published', statusAction: 'pause', productHref: `/boat-rental/marseille/sailboat/boat-${LISTING_ID}` }));
  });

  it('professional owners get their tabs', async () => {
    const { presenter } = build({ isPro: true });
    expect(presenter.isPro).toBe(true);
    expect(presenter.tab).toBe('listings');
    presenter.tabChosen('leads');
    expect(presenter.tab).toBe('leads');
    expect(build().presenter.isPro).toBe(false);
  });

  it('a listing staff rejected shows their reason and is published again from the list (issue [7])', async () => {
    const rejected = listing(completeFields(), { status: 'rejected', rejectionReason: 'Pictures of another boat' });
    const gateway = new FakeListingsGateway([rejected], ownerListings({ listings: [listingSummary({ status: 'rejected', rejectionReason: 'Pictures of another boat', productUrl: null })] }));
    const { presenter } = build({ gateway });
    await presenter.load();
    expect(presenter.cards[0]).toMatchObject({ statusKey: 'listings:status.rejected', rejectionReason: 'Pictures of another boat', statusAction: 'unpause', productHref: null });
    await presenter.statusChanged(LISTING_ID, 'published');
    expect(presenter.cards[0]).toMatchObject({ status: 'published', rejectionReason: null, statusAction: 'pause' });
  });
});
