import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { right } from 'fp-ts/lib/Either';
import {
  CONVERSATION_HASH,
  CONVERSATION_ISH,
  FakeConversationGateway,
  RecordingNavigator,
  conversationThread,
  networkFailure,
  offer,
  ownerThread,
  refusal,
} from '../../../tests/fakes/account';
import { FakeAuthenticator, FakeScheduler, fakeSettings, httpFailure, settle } from '../../../tests/fakes/search';
import { MESSAGE_MAX_LENGTH, type ConversationThread } from '../../contract/conversations';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { CONVERSATION_POLL_MS, ConversationPresenter } from './conversation-presenter';

const build = (options: { threads?: ConversationThread[]; auth?: AuthenticationOutcome } = {}) => {
  const gateway = new FakeConversationGateway(options.threads ?? [conversationThread()]);
  const navigator = new RecordingNavigator();
  const authenticator = new FakeAuthenticator(options.auth ?? { kind: 'alreadySignedIn' });
  const scheduler = new FakeScheduler();
  const presenter = new ConversationPresenter(gateway, fakeSettings(), navigator, authenticator, scheduler);
  return { presenter, gateway, navigator, authenticator, scheduler };
};

const openThread = async (options: Parameters<typeof build>[0] = {}) => {
  const built = build(options);
  await built.presenter.routeEntered({ screen: 'chatConversation', hash: CONVERSATION_HASH, ish: CONVERSATION_ISH });
  return built;
};

/** Moves time by one poll interval and lets the poll's answer in. */
const tick = async (scheduler: FakeScheduler) => {
  scheduler.advance(CONVERSATION_POLL_MS);
  await settle();
};

const texts = (presenter: ConversationPresenter) => presenter.messages.map((m) => m.text);

describe('ConversationPresenter: list', () => {
  it('lists the conversations with their links, other party, subject and unread count', async () => {
    const { presenter, gateway, scheduler } = build();
    await presenter.routeEntered({ screen: 'chatList' });
    expect(presenter.page).toBe('list');
    expect(presenter.status).toBe('ready');
    expect(gateway.calls).toEqual([{ method: 'conversations', args: [] }]);
    expect(presenter.conversations).toEqual([
      expect.objectContaining({
        hash: CONVERSATION_HASH,
        href: `/account/chat/${CONVERSATION_HASH}/${CONVERSATION_ISH}`,
        otherName: 'Marie',
        otherRole: 'owner',
        subject: 'Bavaria Cruiser 46',
        reference: null,
        dates: 'Aug 10, 2025 – Aug 13, 2025',
        lastMessage: 'Yes, it is.',
        unread: 1,
      }),
    ]);
    // The list is not polled.
    expect(scheduler.pending).toBe(0);
  });

  it('a 401 signs in (sendMessage) and loads again; aborted → signInRequired', async () => {
    const signedIn = build({ auth: { kind: 'success', authToken: 'tok' } });
    signedIn.gateway.failNext('conversations', httpFailure(401));
    await signedIn.presenter.routeEntered({ screen: 'chatList' });
    expect(signedIn.authenticator.triggers).toEqual(['sendMessage']);
    expect(signedIn.presenter.status).toBe('ready');

    const aborted = build({ auth: { kind: 'aborted' } });
    aborted.gateway.failNext('conversations', httpFailure(401));
    await aborted.presenter.routeEntered({ screen: 'chatList' });
    expect(aborted.presenter.status).toBe('signInRequired');
  });
});

describe('ConversationPresenter: thread and polling', () => {
  it('loads the thread, then polls every CONVERSATION_POLL_MS through the scheduler', async () => {
    const { presenter, gateway, scheduler } = await openThread();
    expect(presenter.page).toBe('thread');
    expect(presenter.status).toBe('ready');
    expect(gateway.calls).toEqual([{ method: 'thread', args: [CONVERSATION_HASH] }]);
    expect(texts(presenter)).toEqual(['Hello, is the boat free in August?', 'Yes, it is.']);
    expect(presenter.subject).toMatchObject({ name: 'Bavaria Cruiser 46', otherName: 'Marie', myRole: 'tenant', canOffer: false, bookingHref: null });
    expect(scheduler.pending).toBe(1);
    scheduler.advance(CONVERSATION_POLL_MS - 1);
    expect(gateway.calls).toHaveLength(1);
    await tick(scheduler);
    expect(gateway.calls).toHaveLength(2);
    expect(scheduler.pending).toBe(1);
  });

  it('a poll asks for the messages after the last one and appends only the new ones', async () => {
    const { presenter, gateway, scheduler } = await openThread();
    await tick(scheduler);
    expect(gateway.calls[1]).toEqual({ method: 'thread', args: [CONVERSATION_HASH, 2] });
    expect(presenter.messages).toHaveLength(2);

    const id = gateway.otherPartyWrites(CONVERSATION_HASH, 'Do you need a skipper?');
    await tick(scheduler);
    expect(texts(presenter)).toEqual(['Hello, is the boat free in August?', 'Yes, it is.', 'Do you need a skipper?']);
    await tick(scheduler);
    expect(gateway.calls.at(-1)).toEqual({ method: 'thread', args: [CONVERSATION_HASH, id] });
    expect(presenter.messages).toHaveLength(3);
  });

  it('a poll answering messages already shown does not repeat them', async () => {
    const { presenter, gateway, scheduler } = await openThread();
    const thread = gateway.server.threads.get(CONVERSATION_HASH)!;
    // A server that ignores `after` and answers the whole thread.
    gateway.thread = async () => right(thread);
    await tick(scheduler);
    expect(presenter.messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it('a failed poll keeps the messages and polls again later', async () => {
    const { presenter, gateway, scheduler } = await openThread();
    gateway.failNext('thread', networkFailure());
    await tick(scheduler);
    expect(presenter.messages).toHaveLength(2);
    expect(presenter.status).toBe('ready');
    expect(scheduler.pending).toBe(1);
  });

  it('a poll brings the offers’ new states', async () => {
    const { presenter, gateway, scheduler } = await openThread();
    const thread = gateway.server.threads.get(CONVERSATION_HASH)!;
    gateway.server.threads.set(CONVERSATION_HASH, { ...thread, offers: [offer()] });
    await tick(scheduler);
    expect(presenter.offers.map((o) => [o.hash, o.status, o.canAnswer])).toEqual([['of1234', 'pending', true]]);
  });

  it('pageLeft stops polling', async () => {
    const { presenter, gateway, scheduler } = await openThread();
    presenter.pageLeft();
    expect(scheduler.pending).toBe(0);
    await tick(scheduler);
    await tick(scheduler);
    expect(gateway.calls).toHaveLength(1);
  });

  it('a page left while a poll is answering does not poll again', async () => {
    const { presenter, gateway, scheduler } = await openThread();
    const release = gateway.hold('thread');
    scheduler.advance(CONVERSATION_POLL_MS);
    presenter.pageLeft();
    release();
    await settle();
    expect(scheduler.pending).toBe(0);
    await tick(scheduler);
    expect(gateway.calls).toHaveLength(2);
  });

  it('a page left while the thread is loading never starts polling', async () => {
    const { presenter, gateway, scheduler } = build();
    const release = gateway.hold('thread');
    const entered = presenter.routeEntered({ screen: 'chatConversation', hash: CONVERSATION_HASH, ish: CONVERSATION_ISH });
    presenter.pageLeft();
    release();
    await entered;
    expect(scheduler.pending).toBe(0);
  });

  it('entering another page (the list) stops the thread’s polling', async () => {
    const { presenter, scheduler } = await openThread();
    await presenter.routeEntered({ screen: 'chatList' });
    expect(scheduler.pending).toBe(0);
  });

  it('thread failures: 404 not found (no polling); 401 aborted → signInRequired', async () => {
    const missing = build();
    await missing.presenter.routeEntered({ screen: 'chatConversation', hash: 'nope', ish: 'x' });
    expect(missing.presenter.status).toBe('notFound');
    expect(missing.scheduler.pending).toBe(0);

    const aborted = build({ auth: { kind: 'aborted' } });
    aborted.gateway.failNext('thread', httpFailure(401));
    await aborted.presenter.routeEntered({ screen: 'chatConversation', hash: CONVERSATION_HASH, ish: CONVERSATION_ISH });
    expect(aborted.presenter.status).toBe('signInRequired');
    expect(aborted.authenticator.triggers).toEqual(['sendMessage']);
  });
});

describe('ConversationPresenter: sending', () => {
  it('canSend: not blank, at most MESSAGE_MAX_LENGTH characters (after trimming)', async () => {
    const { presenter } = await openThread();
    presenter.draftChanged('');
    expect(presenter.canSend).toBe(false);
    presenter.draftChanged('   \n  ');
    expect(presenter.canSend).toBe(false);
    presenter.draftChanged('x'.repeat(MESSAGE_MAX_LENGTH));
    expect(presenter.canSend).toBe(true);
    presenter.draftChanged(`  ${'x'.repeat(MESSAGE_MAX_LENGTH)}  `);
    expect(presenter.canSend).toBe(true);
    presenter.draftChanged('x'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(presenter.canSend).toBe(false);
    // Characters, not UTF-16 units: 2000 emoji fit.
    presenter.draftChanged('⛵'.repeat(MESSAGE_MAX_LENGTH));
    expect(presenter.canSend).toBe(true);
  });

  it('a blank draft sends nothing', async () => {
    const { presenter, gateway } = await openThread();
    presenter.draftChanged('  ');
    await presenter.sendClicked();
    expect(gateway.callsOf('send')).toEqual([]);
  });

  it('sends once even when clicked twice, clears the draft and shows the message, text exactly as typed', async () => {
    const { presenter, gateway } = await openThread();
    const typed = '  <b>Hello</b> & <script>x</script>\nsee you ';
    presenter.draftChanged(typed);
    const release = gateway.hold('send');
    const first = presenter.sendClicked();
    expect(presenter.sending).toBe(true);
    expect(presenter.canSend).toBe(false);
    const second = presenter.sendClicked();
    release();
    await Promise.all([first, second]);
    expect(gateway.callsOf('send')).toEqual([{ method: 'send', args: [CONVERSATION_HASH, typed] }]);
    expect(presenter.draft).toBe('');
    expect(presenter.sending).toBe(false);
    expect(presenter.messageViews.at(-1)).toMatchObject({ text: typed, author: 'me' });
  });

  it('a failed send keeps the draft and shows the error; message_invalid has its own key', async () => {
    const { presenter, gateway } = await openThread();
    presenter.draftChanged('Hello');
    gateway.failNext('send', networkFailure());
    await presenter.sendClicked();
    expect(presenter.draft).toBe('Hello');
    expect(presenter.sendErrorKey).toBe('common:errors.network');
    expect(presenter.messages).toHaveLength(2);
    gateway.failNext('send', refusal(400, 'message_invalid'));
    await presenter.sendClicked();
    expect(presenter.sendErrorKey).toBe('account:chat.errors.invalid');
    presenter.draftChanged('Hello!');
    expect(presenter.sendErrorKey).toBeNull();
  });

  it('a retry that succeeds clears the send error', async () => {
    const { presenter, gateway } = await openThread();
    presenter.draftChanged('Hello');
    gateway.failNext('send', networkFailure());
    await presenter.sendClicked();
    await presenter.sendClicked();
    expect(presenter.draft).toBe('');
    expect(presenter.sendErrorKey).toBeNull();
  });

  it('a message of the other party written before ours was sent still arrives with the next poll', async () => {
    const { presenter, gateway, scheduler } = await openThread();
    // The other party writes (id 100) while we type; our message is stored after it (id 101).
    gateway.otherPartyWrites(CONVERSATION_HASH, 'Are you there?');
    presenter.draftChanged('Yes, here.');
    await presenter.sendClicked();
    await tick(scheduler);
    expect(texts(presenter)).toEqual(['Hello, is the boat free in August?', 'Yes, it is.', 'Are you there?', 'Yes, here.']);
  });
});

describe('ConversationPresenter: offers', () => {
  const openOwner = () => openThread({ threads: [ownerThread()] });

  it('the owner may make an offer on a conversation about their boat', async () => {
    const owner = await openOwner();
    expect(owner.presenter.subject?.canOffer).toBe(true);
    const tenant = await openThread();
    expect(tenant.presenter.subject?.canOffer).toBe(false);
  });

  it('sends the price typed in euros as EUR cents, clears the form and shows the new offer', async () => {
    const { presenter, gateway } = await openOwner();
    presenter.offerChanged('startDate', '2025-08-10');
    presenter.offerChanged('endDate', '2025-08-13');
    presenter.offerChanged('price', '1234.5');
    await presenter.offerSubmitted();
    expect(gateway.callsOf('makeOffer')).toEqual([{ method: 'makeOffer', args: [CONVERSATION_HASH, { startDate: '2025-08-10', endDate: '2025-08-13', price: 123_450 }] }]);
    expect(presenter.offerForm).toEqual({ startDate: '', endDate: '', price: '' });
    expect(presenter.offerErrorKey).toBeNull();
    expect(presenter.offers).toEqual([expect.objectContaining({ price: '€1,234.50', status: 'pending', canAnswer: false })]);
    expect(texts(presenter).at(-1)).toBe('An offer was made.');
  });

  it('a decimal comma is read as a point, and cents are rounded', async () => {
    const { presenter, gateway } = await openOwner();
    presenter.offerChanged('startDate', '2025-08-10');
    presenter.offerChanged('endDate', '2025-08-10');
    presenter.offerChanged('price', '0,29');
    await presenter.offerSubmitted();
    expect(gateway.callsOf('makeOffer')[0]?.args[1]).toEqual({ startDate: '2025-08-10', endDate: '2025-08-10', price: 29 });
  });

  it('validates the form: dates present and in order, a positive number', async () => {
    const { presenter, gateway } = await openOwner();
    const attempt = async (startDate: string, endDate: string, price: string) => {
      presenter.offerChanged('startDate', startDate);
      presenter.offerChanged('endDate', endDate);
      presenter.offerChanged('price', price);
      await presenter.offerSubmitted();
      return presenter.offerErrorKey;
    };
    expect(await attempt('', '2025-08-13', '100')).toBe('account:offers.errors.form');
    expect(await attempt('2025-08-13', '2025-08-10', '100')).toBe('account:offers.errors.form');
    expect(await attempt('2025-08-10', '2025-08-13', '')).toBe('account:offers.errors.form');
    expect(await attempt('2025-08-10', '2025-08-13', '0')).toBe('account:offers.errors.form');
    expect(await attempt('2025-08-10', '2025-08-13', '-5')).toBe('account:offers.errors.form');
    expect(await attempt('2025-08-10', '2025-08-13', 'abc')).toBe('account:offers.errors.form');
    expect(gateway.callsOf('makeOffer')).toEqual([]);
  });

  it('an offer submitted twice at once is sent once', async () => {
    const { presenter, gateway } = await openOwner();
    presenter.offerChanged('startDate', '2025-08-10');
    presenter.offerChanged('endDate', '2025-08-13');
    presenter.offerChanged('price', '800');
    const release = gateway.hold('makeOffer');
    const first = presenter.offerSubmitted();
    const second = presenter.offerSubmitted();
    release();
    await Promise.all([first, second]);
    expect(gateway.callsOf('makeOffer')).toHaveLength(1);
    expect(presenter.offers).toHaveLength(1);
  });

  it('a refused offer keeps the form and shows the error and the server’s message; a retry that succeeds clears them', async () => {
    const { presenter, gateway } = await openOwner();
    presenter.offerChanged('startDate', '2025-08-10');
    presenter.offerChanged('endDate', '2025-08-13');
    presenter.offerChanged('price', '800');
    gateway.failNext('makeOffer', refusal(400, 'offer_invalid'));
    await presenter.offerSubmitted();
    expect(presenter.offerErrorKey).toBe('common:errors.badRequest');
    expect(presenter.offerMessage).toBe('Refused: offer_invalid.');
    expect(presenter.offerForm.price).toBe('800');
    await presenter.offerSubmitted();
    expect(presenter.offerErrorKey).toBeNull();
    expect(presenter.offerMessage).toBeNull();
    expect(presenter.offers).toHaveLength(1);
  });

  it('making offers does not multiply the polling, and leaving stops it all', async () => {
    const { presenter, gateway, scheduler } = await openOwner();
    for (const price of ['800', '900']) {
      presenter.offerChanged('startDate', '2025-08-10');
      presenter.offerChanged('endDate', '2025-08-13');
      presenter.offerChanged('price', price);
      await presenter.offerSubmitted();
    }
    expect(scheduler.pending).toBe(1);
    const before = gateway.callsOf('thread').length;
    await tick(scheduler);
    expect(gateway.callsOf('thread').length).toBe(before + 1);
    presenter.pageLeft();
    await tick(scheduler);
    expect(gateway.callsOf('thread').length).toBe(before + 1);
  });

  it('the tenant accepts an offer: the checkout at its price opens (/ps/{hash})', async () => {
    const { presenter, gateway, navigator } = await openThread({ threads: [conversationThread({ offers: [offer()] })] });
    expect(presenter.offers[0]?.canAnswer).toBe(true);
    await presenter.offerAnswered('of1234', true);
    expect(gateway.callsOf('acceptOffer')).toEqual([{ method: 'acceptOffer', args: ['of1234'] }]);
    expect(navigator.navigations).toEqual([{ to: '/ps/psof1234', replace: false }]);
    expect(presenter.answeringOffer).toBeNull();
  });

  it('declining answers the offer and polls again to show its new state', async () => {
    const { presenter, gateway, navigator } = await openThread({ threads: [conversationThread({ offers: [offer()] })] });
    await presenter.offerAnswered('of1234', false);
    expect(gateway.callsOf('declineOffer')).toEqual([{ method: 'declineOffer', args: ['of1234'] }]);
    expect(gateway.calls.at(-1)).toEqual({ method: 'thread', args: [CONVERSATION_HASH, 2] });
    expect(presenter.offers[0]).toMatchObject({ status: 'declined', canAnswer: false });
    expect(navigator.navigations).toEqual([]);
  });

  it('one answer at a time; a refused answer shows its error and message (and no stale message later)', async () => {
    const { presenter, gateway } = await openThread({ threads: [conversationThread({ offers: [offer(), offer({ hash: 'of5678' })] })] });
    const release = gateway.hold('declineOffer');
    const first = presenter.offerAnswered('of1234', false);
    expect(presenter.answeringOffer).toBe('of1234');
    await presenter.offerAnswered('of5678', false);
    release();
    await first;
    expect(gateway.callsOf('declineOffer')).toHaveLength(1);

    gateway.failNext('acceptOffer', refusal(410, 'offer_expired'));
    await presenter.offerAnswered('of5678', true);
    expect(presenter.offerErrorKey).toBe('common:errors.badRequest');
    expect(presenter.offerMessage).toBe('Refused: offer_expired.');
    gateway.failNext('acceptOffer', networkFailure());
    await presenter.offerAnswered('of5678', true);
    expect(presenter.offerErrorKey).toBe('common:errors.network');
    expect(presenter.offerMessage).toBeNull();
  });
});
