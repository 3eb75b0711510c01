import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { networkFailure, refusal } from '../../../tests/fakes/account';
import { FakeListingPicturesGateway, PICTURES_LISTING_ID, listingPicture, pictureFile } from '../../../tests/fakes/listing-pictures';
import { FakeAuthenticator, httpFailure } from '../../../tests/fakes/search';
import { PICTURE_RULES, type ListingPicture } from '../../contract/listing-pictures';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { ListingPicturesPresenter } from './listing-pictures-presenter';

const build = async (pictures?: ListingPicture[], auth?: AuthenticationOutcome) => {
  const gateway = new FakeListingPicturesGateway(pictures);
  const authenticator = new FakeAuthenticator(auth ?? { kind: 'alreadySignedIn' });
  const presenter = new ListingPicturesPresenter(gateway, authenticator);
  await presenter.listingEntered(PICTURES_LISTING_ID);
  return { presenter, gateway, authenticator };
};
const ids = (presenter: ListingPicturesPresenter) => presenter.pictures.map((p) => p.id);
const RULES = { max: 20, maxMb: 15, minWidth: 600, minHeight: 400 };

describe('ListingPicturesPresenter: loading', () => {
  it('shows the listing’s pictures in order, the first as the cover, each with the moves it allows', async () => {
    const { presenter, gateway } = await build();
    expect(gateway.calls).toEqual([{ method: 'pictures', args: [PICTURES_LISTING_ID] }]);
    expect(presenter.status).toBe('ready');
    expect(presenter.pictures.map((p) => [p.id, p.position, p.isCover, p.canMoveLeft, p.canMoveRight])).toEqual([
      [1, 1, true, false, true],
      [2, 2, false, true, true],
      [3, 3, false, true, false],
    ]);
    expect(presenter.pictures[0]).toMatchObject({ thumbnailUrl: expect.stringMatching(/-480\.webp$/), width: 1600, height: 1067, deleting: false });
    expect(presenter.placesLeft).toBe(17);
    // Entering the same listing again does not load twice.
    await presenter.listingEntered(PICTURES_LISTING_ID);
    expect(gateway.callsOf('pictures')).toHaveLength(1);
  });

  it('another owner’s listing is not found; a 401 signs in and loads again; closing the sign-in → signInRequired', async () => {
    const gateway = new FakeListingPicturesGateway();
    const stranger = new ListingPicturesPresenter(gateway, new FakeAuthenticator());
    await stranger.listingEntered(99);
    expect(stranger.status).toBe('notFound');
    expect(stranger.errorKey).toBe('common:errors.notFound');

    const signIn = new FakeListingPicturesGateway().failNext('pictures', httpFailure(401));
    const authenticator = new FakeAuthenticator({ kind: 'success', authToken: 'tok' });
    const presenter = new ListingPicturesPresenter(signIn, authenticator);
    await presenter.listingEntered(PICTURES_LISTING_ID);
    expect(authenticator.triggers).toEqual(['menu']);
    expect(presenter.status).toBe('ready');

    const aborted = new ListingPicturesPresenter(new FakeListingPicturesGateway().failNext('pictures', httpFailure(401)), new FakeAuthenticator({ kind: 'aborted' }));
    await aborted.listingEntered(PICTURES_LISTING_ID);
    expect(aborted.status).toBe('signInRequired');
    expect(aborted.errorKey).toBeNull();

    const offline = new ListingPicturesPresenter(new FakeListingPicturesGateway().failNext('pictures', networkFailure()), new FakeAuthenticator());
    await offline.listingEntered(PICTURES_LISTING_ID);
    expect(offline.status).toBe('error');
    expect(offline.errorKey).toBe('common:errors.network');
    await offline.load();
    expect(offline.status).toBe('ready');
  });
});

describe('ListingPicturesPresenter: uploading', () => {
  it('sends the chosen files one at a time, each with its progress, and adds them last', async () => {
    const { presenter, gateway } = await build();
    const release = gateway.hold('upload');
    const done = presenter.filesChosen([pictureFile('deck.jpg'), pictureFile('cabin.png', { type: 'image/png' })]);
    expect(presenter.uploads.map((u) => [u.name, u.state])).toEqual([
      ['deck.jpg', 'waiting'],
      ['cabin.png', 'waiting'],
    ]);
    expect(presenter.placesLeft).toBe(15);
    await Promise.resolve();
    await Promise.resolve();
    expect(presenter.uploads.map((u) => u.state)).toEqual(['uploading', 'waiting']);
    expect(presenter.uploads[0]?.stateKey).toBe('listing-pictures:upload.uploading');
    expect(presenter.busy).toBe(true);
    release();
    await done;
    expect(gateway.callsOf('upload').map((c) => c.args)).toEqual([
      [PICTURES_LISTING_ID, 'deck.jpg'],
      [PICTURES_LISTING_ID, 'cabin.png'],
    ]);
    expect(presenter.uploads.map((u) => u.state)).toEqual(['done', 'done']);
    expect(ids(presenter)).toEqual([1, 2, 3, 100, 101]);
    expect(presenter.pictures.map((p) => p.position)).toEqual([1, 2, 3, 4, 5]);
    expect(presenter.busy).toBe(false);
    expect(presenter.uploading).toBe(false);
    presenter.uploadsCleared();
    expect(presenter.uploads).toEqual([]);
  });

  it('refuses at once what cannot pass (too big, not an image, no place left) and sends the rest', async () => {
    const eighteen = Array.from({ length: 18 }, (_, i) => listingPicture(i + 1, i + 1));
    const { presenter, gateway } = await build(eighteen);
    await presenter.filesChosen([
      pictureFile('huge.jpg', { size: PICTURE_RULES.maxBytes + 1 }),
      pictureFile('notes.pdf', { type: 'application/pdf' }),
      pictureFile('a.jpg'),
      pictureFile('b.jpg'),
      pictureFile('c.jpg'),
    ]);
    expect(presenter.uploads.map((u) => [u.name, u.state, u.error?.key])).toEqual([
      ['huge.jpg', 'failed', 'listing-pictures:errors.tooBig'],
      ['notes.pdf', 'failed', 'listing-pictures:errors.typeUnsupported'],
      ['a.jpg', 'done', undefined],
      ['b.jpg', 'done', undefined],
      ['c.jpg', 'failed', 'listing-pictures:errors.tooMany'],
    ]);
    expect(presenter.uploads[0]?.error).toEqual({ key: 'listing-pictures:errors.tooBig', values: RULES, ok: false });
    expect(gateway.callsOf('upload')).toHaveLength(2);
    expect(presenter.pictures).toHaveLength(20);
    expect(presenter.placesLeft).toBe(0);
  });

  it('tells in clear words why the server refused a file, and offers a retry only when it may pass', async () => {
    const { presenter, gateway } = await build();
    gateway.failNext('upload', networkFailure()).failNext('upload', refusal(429, 'too_many_requests')).failNext('upload', httpFailure(413, '/x', 'Payload too large'));
    await presenter.filesChosen([
      pictureFile('offline.jpg'),
      pictureFile('busy.jpg'),
      pictureFile('proxy-limit.jpg'),
      pictureFile('small.jpg'),
      pictureFile('damaged.jpg'),
      pictureFile('notimage.heic', { type: 'image/heic' }),
    ]);
    expect(presenter.uploads.map((u) => [u.name, u.error?.key, u.canRetry])).toEqual([
      ['offline.jpg', 'common:errors.network', true],
      ['busy.jpg', 'listing-pictures:errors.tooManyUploads', true],
      ['proxy-limit.jpg', 'listing-pictures:errors.tooBig', false],
      ['small.jpg', 'listing-pictures:errors.tooSmall', false],
      ['damaged.jpg', 'listing-pictures:errors.unreadable', false],
      ['notimage.heic', 'listing-pictures:errors.typeUnsupported', false],
    ]);
    expect(ids(presenter)).toEqual([1, 2, 3]);

    // The connection is back: the same file goes again and is added.
    const offline = presenter.uploads[0]!.id;
    await presenter.uploadRetried(offline);
    expect(presenter.uploads[0]).toMatchObject({ state: 'done', error: null });
    expect(ids(presenter)).toEqual([1, 2, 3, 100]);
    // A refused file is not retried.
    await presenter.uploadRetried(presenter.uploads[3]!.id);
    expect(presenter.uploads[3]?.state).toBe('failed');
    expect(gateway.callsOf('upload')).toHaveLength(7);
  });

  it('files dropped while others are on their way join the queue', async () => {
    const { presenter, gateway } = await build();
    const release = gateway.hold('upload');
    const first = presenter.filesChosen([pictureFile('one.jpg')]);
    const second = presenter.filesChosen([pictureFile('two.jpg')]);
    release();
    await Promise.all([first, second]);
    expect(gateway.callsOf('upload').map((c) => c.args[1])).toEqual(['one.jpg', 'two.jpg']);
    expect(ids(presenter)).toEqual([1, 2, 3, 100, 101]);
  });
});

describe('ListingPicturesPresenter: ordering', () => {
  it('a move shows at once, is saved, and is announced with the new position', async () => {
    const { presenter, gateway } = await build();
    const saving = presenter.movedRight(1);
    expect(ids(presenter)).toEqual([2, 1, 3]);
    expect(presenter.pictures[0]?.isCover).toBe(true);
    expect(presenter.savingOrder).toBe(true);
    expect(presenter.notice).toEqual({ key: 'listing-pictures:notices.moved', values: { position: 2, count: 3 }, ok: true });
    await saving;
    expect(gateway.callsOf('reorder').map((c) => c.args)).toEqual([[PICTURES_LISTING_ID, [2, 1, 3]]]);
    expect(presenter.savingOrder).toBe(false);
    expect(presenter.saved.map((p) => [p.id, p.position])).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
    ]);

    await presenter.madeCover(3);
    expect(ids(presenter)).toEqual([3, 2, 1]);
    await presenter.movedLeft(1);
    expect(ids(presenter)).toEqual([3, 1, 2]);
    await presenter.moved(2, 0);
    expect(gateway.ids()).toEqual([2, 3, 1]);
    expect(ids(presenter)).toEqual([2, 3, 1]);
  });

  it('moves beyond the ends change nothing and send nothing', async () => {
    const { presenter, gateway } = await build();
    await presenter.movedLeft(1);
    await presenter.movedRight(3);
    await presenter.moved(99, 0);
    expect(ids(presenter)).toEqual([1, 2, 3]);
    expect(gateway.callsOf('reorder')).toEqual([]);
    expect(presenter.notice).toBeNull();
  });

  it('moves made while one is being saved are sent together afterwards, never two at once', async () => {
    const { presenter, gateway } = await build();
    const release = gateway.hold('reorder');
    const first = presenter.movedRight(1);
    await Promise.resolve();
    await Promise.resolve();
    const second = presenter.movedRight(1);
    const third = presenter.madeCover(3);
    expect(ids(presenter)).toEqual([3, 2, 1]);
    release();
    await Promise.all([first, second, third]);
    expect(gateway.callsOf('reorder').map((c) => c.args[1])).toEqual([
      [2, 1, 3],
      [3, 2, 1],
    ]);
    expect(ids(presenter)).toEqual([3, 2, 1]);
    expect(presenter.savingOrder).toBe(false);
  });

  it('when saving fails, the last saved order comes back and the owner is told', async () => {
    const { presenter, gateway } = await build();
    await presenter.movedRight(1);
    gateway.failNext('reorder', networkFailure());
    await presenter.madeCover(3);
    expect(ids(presenter)).toEqual([2, 1, 3]);
    expect(presenter.notice).toEqual({ key: 'listing-pictures:errors.orderFailed', ok: false });
    expect(presenter.savingOrder).toBe(false);
  });

  it('when the server has other pictures (changed elsewhere), the order is refused and the page shows what it has', async () => {
    const { presenter, gateway } = await build();
    gateway.pictureList = [...gateway.pictureList, listingPicture(7, 4)];
    await presenter.movedRight(1);
    expect(presenter.notice?.key).toBe('listing-pictures:errors.orderFailed');
    expect(ids(presenter)).toEqual([1, 2, 3, 7]);
    expect(gateway.callsOf('pictures')).toHaveLength(2);
  });

  it('an upload that finishes while moves are pending keeps both: the new picture comes last', async () => {
    const { presenter, gateway } = await build();
    const release = gateway.hold('upload');
    const upload = presenter.filesChosen([pictureFile('new.jpg')]);
    await Promise.resolve();
    await Promise.resolve();
    const move = presenter.madeCover(3);
    release();
    await Promise.all([upload, move]);
    expect(gateway.callsOf('reorder').map((c) => c.args[1])).toEqual([[3, 1, 2, 100]]);
    expect(ids(presenter)).toEqual([3, 1, 2, 100]);
    expect(gateway.ids()).toEqual([3, 1, 2, 100]);
  });
});

describe('ListingPicturesPresenter: deleting', () => {
  it('asks first; cancelling keeps the picture', async () => {
    const { presenter, gateway } = await build();
    presenter.deleteAsked(2);
    expect(presenter.confirmingDelete).toMatchObject({ id: 2, position: 2 });
    presenter.deleteCancelled();
    expect(presenter.confirmingDelete).toBeNull();
    await presenter.deleteConfirmed();
    expect(gateway.callsOf('remove')).toEqual([]);
    expect(ids(presenter)).toEqual([1, 2, 3]);
  });

  it('once confirmed, the picture is marked while it goes, then removed; the others close the gap', async () => {
    const { presenter, gateway } = await build();
    const release = gateway.hold('remove');
    presenter.deleteAsked(1);
    const deleting = presenter.deleteConfirmed();
    expect(presenter.confirmingDeleteId).toBeNull();
    expect(presenter.pictures[0]).toMatchObject({ id: 1, deleting: true });
    // A picture on its way out is not moved.
    void presenter.movedRight(1);
    expect(ids(presenter)).toEqual([1, 2, 3]);
    release();
    await deleting;
    expect(gateway.callsOf('remove').map((c) => c.args)).toEqual([[PICTURES_LISTING_ID, 1]]);
    expect(presenter.pictures.map((p) => [p.id, p.position, p.isCover])).toEqual([
      [2, 1, true],
      [3, 2, false],
    ]);
    expect(presenter.notice).toEqual({ key: 'listing-pictures:notices.deleted', ok: true });
    expect(presenter.placesLeft).toBe(18);
  });

  it('a failed deletion keeps the picture and says so; one already gone is simply removed', async () => {
    const { presenter, gateway } = await build();
    gateway.failNext('remove', networkFailure());
    presenter.deleteAsked(2);
    await presenter.deleteConfirmed();
    expect(ids(presenter)).toEqual([1, 2, 3]);
    expect(presenter.pictures[1]?.deleting).toBe(false);
    expect(presenter.notice).toEqual({ key: 'listing-pictures:errors.deleteFailed', ok: false });

    gateway.pictureList = gateway.pictureList.filter((p) => p.id !== 3);
    presenter.deleteAsked(3);
    await presenter.deleteConfirmed();
    expect(ids(presenter)).toEqual([1, 2]);
  });

  it('a deletion confirmed while a move is being saved goes after it, and the order sent never names it', async () => {
    const { presenter, gateway } = await build();
    const release = gateway.hold('reorder');
    const move = presenter.madeCover(3);
    await Promise.resolve();
    await Promise.resolve();
    presenter.deleteAsked(2);
    const deletion = presenter.deleteConfirmed();
    const later = presenter.movedRight(3);
    release();
    await Promise.all([move, deletion, later]);
    expect(gateway.calls.filter((c) => c.method !== 'pictures').map((c) => [c.method, c.args[1]])).toEqual([
      ['reorder', [3, 1, 2]],
      ['remove', 2],
      ['reorder', [1, 3]],
    ]);
    expect(ids(presenter)).toEqual([1, 3]);
    expect(gateway.ids()).toEqual([1, 3]);
  });
});
