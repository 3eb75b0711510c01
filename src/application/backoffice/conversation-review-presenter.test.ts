import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeBackOfficeMessagesGateway, OWNER, staffConversation, staffMessage, staffRefusal, TENANT } from '../../../tests/fakes/backoffice-messages';
import { FakeAuthenticator, fakeSettings } from '../../../tests/fakes/search';
import { ConversationReviewPresenter } from './conversation-review-presenter';
import { OpenDamageClaimsPresenter } from './open-damage-claims-presenter';

const build = (gateway = new FakeBackOfficeMessagesGateway(), authenticator = new FakeAuthenticator()) => ({
  presenter: new ConversationReviewPresenter(gateway, fakeSettings(), authenticator),
  gateway,
  authenticator,
});

describe('ConversationReviewPresenter', () => {
  it('shows every message with its author, hidden and edited ones marked, each linking to its own page', async () => {
    const gateway = new FakeBackOfficeMessagesGateway({
      conversation: staffConversation({
        messages: [
          staffMessage({ id: 10, author: { kind: 'system', userId: null, firstName: null } }),
          staffMessage({ id: 11, hiddenAt: '2025-06-15T09:00:00.000Z' }),
          staffMessage({ id: 12, editedAt: '2025-06-15T09:30:00.000Z', author: { kind: 'teammate', userId: 41, firstName: 'Nina' } }),
        ],
      }),
    });
    const { presenter } = build(gateway);
    expect(presenter.status).toBe('loading');
    await presenter.load('7');
    expect(presenter.status).toBe('ready');
    expect(presenter.messages.map((m) => [m.id, m.authorKey, m.authorName, m.hidden, m.edited])).toEqual([
      [10, 'backoffice-messages:author.system', null, false, false],
      [11, 'backoffice-messages:author.tenant', 'Tessa', true, false],
      [12, 'backoffice-messages:author.teammate', 'Nina', false, true],
    ]);
    expect(presenter.messages[1]?.editRoute).toEqual({ screen: 'backOffice', page: 'messageEdit', id: '11' });
    expect(presenter.messages[0]?.at).toBe('Jun 14, 2025, 8:30 AM');
    expect(presenter.hiddenCount).toBe(1);
  });

  it('says what the conversation is about, with links to the booking and the boat', async () => {
    const { presenter } = build();
    await presenter.load('7');
    expect(presenter.subject).toEqual({
      kind: 'booking',
      reference: 'SW-000042',
      bookingRoute: { screen: 'backOffice', page: 'bookingDetails', id: '42' },
      productName: 'Lagoon 42',
      boatRoute: { screen: 'backOffice', page: 'boatDetails', id: '108' },
      dates: 'Jul 1, 2025 – Jul 3, 2025',
    });
  });

  it('a malformed id is not found without a call; an unknown one is not found; a tenant is told the page is for staff', async () => {
    const { presenter, gateway } = build();
    await presenter.load('abc');
    expect(presenter.status).toBe('notFound');
    expect(gateway.calls).toEqual([]);
    await presenter.load('8');
    expect(presenter.status).toBe('notFound');
    gateway.failNext('conversation', staffRefusal(403, 'forbidden'));
    await presenter.load('7');
    expect(presenter.status).toBe('forbidden');
    expect(presenter.errorKey).toBe('backoffice-messages:errors.staffOnly');
  });

  it('asks a visitor to sign in, then loads; a refused sign-in says so', async () => {
    const gateway = new FakeBackOfficeMessagesGateway();
    gateway.failNext('conversation', staffRefusal(401, 'authentication_required'));
    const { presenter, authenticator } = build(gateway, new FakeAuthenticator({ kind: 'success', authToken: 'tok' }));
    await presenter.load('7');
    expect(authenticator.triggers).toEqual(['menu']);
    expect(presenter.status).toBe('ready');

    const aborted = build(new FakeBackOfficeMessagesGateway(), new FakeAuthenticator({ kind: 'aborted' }));
    aborted.gateway.failNext('conversation', staffRefusal(401, 'authentication_required'));
    await aborted.presenter.load('7');
    expect(aborted.presenter.status).toBe('signInRequired');
  });

  it('flags a party with a reason (required first), then refreshes the page with the new audit entry', async () => {
    const { presenter, gateway } = build();
    await presenter.load('7');
    const flag = presenter.tenantFlag!;
    expect(flag.action).toBe('flag');
    flag.opened();
    await flag.submitted();
    expect(flag.problem).toBe('backoffice-messages:errors.reasonRequired');
    expect(gateway.callsOf('flagUser')).toEqual([]);
    flag.reasonChanged('Asks to pay outside Seaway');
    await flag.submitted();
    expect(gateway.callsOf('flagUser')).toEqual([{ method: 'flagUser', args: [TENANT.id, 'Asks to pay outside Seaway'] }]);
    expect(flag.open).toBe(false);
    expect(flag.reason).toBe('');
    expect(flag.notice).toEqual({ key: 'backoffice-messages:flag.flagged', ok: true, values: { name: 'Tessa' } });
    await new Promise((r) => setTimeout(r, 0));
    expect(presenter.conversation?.tenant.flagged).toBe(true);
    expect(presenter.tenantFlag).toBe(flag);
    expect(presenter.tenantFlag?.action).toBe('unflag');
    expect(presenter.audit.map((e) => e.action)).toEqual(['user.flag']);
    expect(presenter.ownerFlag?.user).toEqual(OWNER);
  });

  it('keeps the typed reason when the server refuses a flag', async () => {
    const { presenter, gateway } = build();
    await presenter.load('7');
    const flag = presenter.ownerFlag!;
    flag.opened();
    flag.reasonChanged('Rude to tenants');
    gateway.failNext('flagUser', staffRefusal(409, 'user_already_flagged'));
    await flag.submitted();
    expect(flag.notice).toEqual({ key: 'backoffice-messages:errors.alreadyFlagged', ok: false });
    expect(flag.reason).toBe('Rude to tenants');
    expect(flag.open).toBe(true);
    expect(flag.busy).toBe(false);
  });
});

describe('OpenDamageClaimsPresenter', () => {
  it('lists the open claims oldest first, each linking to its page', async () => {
    const presenter = new OpenDamageClaimsPresenter(new FakeBackOfficeMessagesGateway(), fakeSettings(), new FakeAuthenticator());
    await presenter.load();
    expect(presenter.rows.map((r) => [r.id, r.reference, r.claimed, r.deposit])).toEqual([
      [5, 'SW-000042', '€350', '€1,500'],
      [6, 'SW-000042', '€350', '€1,500'],
    ]);
    expect(presenter.rows[0]?.route).toEqual({ screen: 'backOffice', page: 'damageEdit', id: '5' });
  });
});
