import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeAuthenticator, fakeSettings } from '../../../tests/fakes/search';
import { boatReview, boatsRefusal, FakeBackOfficeBoatsGateway } from '../../../tests/fakes/backoffice-boats';
import { completeFields, listing, LISTING_ID } from '../../../tests/fakes/listings';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { BoatReviewPresenter } from './boat-review-presenter';

const build = (options: { gateway?: FakeBackOfficeBoatsGateway; auth?: AuthenticationOutcome } = {}) => {
  const gateway = options.gateway ?? new FakeBackOfficeBoatsGateway();
  const authenticator = new FakeAuthenticator(options.auth ?? { kind: 'alreadySignedIn' });
  return { presenter: new BoatReviewPresenter(gateway, fakeSettings({ language: 'en' }), authenticator), gateway, authenticator };
};

const open = async (options: Parameters<typeof build>[0] = {}) => {
  const built = build(options);
  await built.presenter.pageEntered(String(LISTING_ID));
  return built;
};

describe('BoatReviewPresenter', () => {
  it('shows the listing as its owner wrote it: every language, owner, counts, links, and the moves its status allows', async () => {
    const { presenter } = await open();
    expect(presenter.status).toBe('ready');
    const view = presenter.view!;
    expect(view).toMatchObject({ id: LISTING_ID, title: 'A roomy sailboat', status: 'published', statusKey: 'backoffice-boats:status.published', harbourName: 'Vieux-Port' });
    expect(view.texts).toEqual([
      { language: 'en', title: 'A roomy sailboat', description: 'Roomy.' },
      { language: 'fr', title: 'Un voilier spacieux', description: '' },
    ]);
    expect(view.owner).toEqual({ name: 'Olivier Navarre', email: 'owner@demo.seaway.test', isPro: true, flagged: false, flagReason: null });
    expect(view.counts).toEqual({ bookings: 3, openRequests: 1, reviews: 4, reviewsAverage: '4.5' });
    expect(view.editHref).toBe(`/boat/edit/${LISTING_ID}`);
    expect(view.productHref).toBe('/boat-rental/marseille/sailboat/a-roomy-sailboat-808');
    expect(view.facts.find((f) => f.labelKey === 'facts.model')?.value).toBe('Bavaria Cruiser 46');
    expect(presenter.actions.map((a) => [a.status, a.needsReason])).toEqual([
      ['paused', true],
      ['rejected', true],
    ]);
  });

  it('asks a reason before rejecting: nothing is sent without one; the rejection shows with its audit entry', async () => {
    const { presenter, gateway } = await open();
    presenter.actionChosen('rejected');
    await presenter.confirmed();
    expect(gateway.callsOf('changeBoatStatus')).toEqual([]);
    expect(presenter.reasonProblem).toBe('backoffice-boats:errors.reasonRequired');
    presenter.reasonChanged('Pictures of another boat');
    expect(presenter.reasonProblem).toBeNull();
    const confirming = presenter.confirmed();
    expect(presenter.changing).toBe(true);
    await confirming;
    expect(gateway.callsOf('changeBoatStatus')).toEqual([{ method: 'changeBoatStatus', args: [LISTING_ID, { status: 'rejected', reason: 'Pictures of another boat' }] }]);
    expect(presenter.view).toMatchObject({ status: 'rejected', rejectionReason: 'Pictures of another boat', productHref: null });
    expect(presenter.view?.audit.at(-1)).toMatchObject({ action: 'boat.reject', note: 'Pictures of another boat' });
    expect(presenter.pending).toBeNull();
    expect(presenter.reason).toBe('');
    expect(presenter.savedKey).toBe('backoffice-boats:review.done.rejected');
    expect(presenter.actions.map((a) => a.status)).toEqual(['published']);
  });

  it('a refused or failed change keeps the reason typed and says why', async () => {
    const { presenter, gateway } = await open();
    presenter.actionChosen('paused');
    presenter.reasonChanged('Owner asked');
    gateway.failNext('changeBoatStatus', boatsRefusal(409, 'status_unchanged'));
    await presenter.confirmed();
    expect(presenter.actionErrorKey).toBe('backoffice-boats:errors.statusUnchanged');
    expect(presenter.reason).toBe('Owner asked');
    expect(presenter.pending).toBe('paused');
    gateway.failNext('changeBoatStatus', { kind: 'network', path: '/x', message: 'offline' });
    await presenter.confirmed();
    expect(presenter.actionErrorKey).toBe('common:errors.network');
    gateway.failNext('changeBoatStatus', boatsRefusal(400, 'reason_invalid', { details: ['reason: backoffice-boats:errors.reasonTooLong'] }));
    await presenter.confirmed();
    expect(presenter.reasonProblem).toBe('backoffice-boats:errors.reasonTooLong');
    expect(presenter.actionErrorKey).toBeNull();
    presenter.cancelled();
    expect(presenter.pending).toBeNull();
    expect(presenter.reason).toBe('Owner asked');
  });

  it('publishing an incomplete listing lists the missing steps', async () => {
    const incomplete = listing(completeFields({ placeId: null }), { status: 'draft' });
    const gateway = new FakeBackOfficeBoatsGateway({ reviews: [boatReview({ listing: incomplete })] });
    const { presenter } = await open({ gateway });
    expect(presenter.actions.map((a) => a.status)).toEqual(['published']);
    presenter.actionChosen('published');
    await presenter.confirmed();
    expect(presenter.publishMissing).toEqual(['harbour']);
    expect(presenter.actionErrorKey).toBe('backoffice-boats:errors.incomplete');
  });

  it('an unknown id, a non-staff user or a refused sign-in each have their own page state', async () => {
    const notFound = build();
    await notFound.presenter.pageEntered('abc');
    expect(notFound.presenter.status).toBe('notFound');
    expect(notFound.gateway.calls).toEqual([]);
    await notFound.presenter.pageEntered('999');
    expect(notFound.presenter.status).toBe('notFound');

    const tenant = build();
    tenant.gateway.failNext('boatReview', boatsRefusal(403, 'forbidden'));
    await tenant.presenter.pageEntered(String(LISTING_ID));
    expect(tenant.presenter.status).toBe('forbidden');
    expect(tenant.presenter.errorKey).toBe('backoffice-boats:errors.staffOnly');

    const visitor = build({ auth: { kind: 'aborted' } });
    visitor.gateway.failNext('boatReview', boatsRefusal(401, 'unauthorized'));
    await visitor.presenter.pageEntered(String(LISTING_ID));
    expect(visitor.presenter.status).toBe('signInRequired');
    expect(visitor.presenter.review).toBeNull();
  });
});
