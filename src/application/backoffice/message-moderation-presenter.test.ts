import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeBackOfficeMessagesGateway, staffRefusal } from '../../../tests/fakes/backoffice-messages';
import { FakeAuthenticator, fakeSettings } from '../../../tests/fakes/search';
import { MessageModerationPresenter } from './message-moderation-presenter';

const build = async (id = '12') => {
  const gateway = new FakeBackOfficeMessagesGateway();
  const presenter = new MessageModerationPresenter(gateway, fakeSettings(), new FakeAuthenticator());
  await presenter.load(id);
  return { presenter, gateway };
};

describe('MessageModerationPresenter', () => {
  it('shows the message, a link back to its conversation, and its author to flag', async () => {
    const { presenter } = await build();
    expect(presenter.status).toBe('ready');
    expect(presenter.message).toMatchObject({ id: 12, authorKind: 'owner', authorName: 'Olivier', hidden: false, edited: false });
    expect(presenter.conversationRoute).toEqual({ screen: 'backOffice', page: 'messageEditConv', id: '7' });
    expect(presenter.originalText).toBeNull();
    expect(presenter.authorFlag?.user.id).toBe(2);
  });

  it('a system message has no author to flag', async () => {
    const { presenter } = await build('10');
    expect(presenter.authorFlag).toBeNull();
  });

  it('edits the text: checked first (not empty, changed, a reason), then saved; the original shows beside it', async () => {
    const { presenter, gateway } = await build();
    presenter.editOpened();
    expect(presenter.body).toBe('At the fuel pontoon. Call me on +33 6 98 76 54 32.');
    await presenter.editSubmitted();
    expect(presenter.problems).toEqual({ body: 'backoffice-messages:errors.textUnchanged', editReason: 'backoffice-messages:errors.reasonRequired' });
    presenter.bodyChanged('   ');
    await presenter.editSubmitted();
    expect(presenter.problems.body).toBe('backoffice-messages:errors.textRequired');
    expect(gateway.callsOf('editMessage')).toEqual([]);

    presenter.bodyChanged('At the fuel pontoon. [phone number removed]');
    presenter.editReasonChanged('Contact details before booking');
    const release = gateway.hold('editMessage');
    const saving = presenter.editSubmitted();
    expect(presenter.busy).toBe('edit');
    await presenter.editSubmitted();
    release();
    await saving;
    expect(gateway.callsOf('editMessage')).toHaveLength(1);
    expect(presenter.busy).toBeNull();
    expect(presenter.editing).toBe(false);
    expect(presenter.message?.text).toBe('At the fuel pontoon. [phone number removed]');
    expect(presenter.message?.edited).toBe(true);
    expect(presenter.originalText).toBe('At the fuel pontoon. Call me on +33 6 98 76 54 32.');
    expect(presenter.editedAt).toBe('Jun 15, 2025, 10:00 AM');
    expect(presenter.audit.map((e) => e.action)).toEqual(['message.edit']);
    expect(presenter.notice).toEqual({ key: 'backoffice-messages:message.done.edit', ok: true });
    expect(presenter.editReason).toBe('');
  });

  it('keeps what was typed when the edit fails, and shows the server’s field problem', async () => {
    const { presenter, gateway } = await build();
    presenter.editOpened();
    presenter.bodyChanged('Something else');
    presenter.editReasonChanged('Because');
    gateway.failNext('editMessage', { kind: 'network', path: '/x', message: 'offline' });
    await presenter.editSubmitted();
    expect(presenter.notice).toEqual({ key: 'common:errors.network', ok: false });
    expect(presenter.body).toBe('Something else');
    expect(presenter.editReason).toBe('Because');
    expect(presenter.editing).toBe(true);
    gateway.failNext('editMessage', staffRefusal(400, 'message_invalid', ['body: backoffice-messages:errors.textTooLong', 'reason: backoffice-messages:errors.reasonTooLong']));
    await presenter.editSubmitted();
    expect(presenter.problems).toEqual({ body: 'backoffice-messages:errors.textTooLong', editReason: 'backoffice-messages:errors.reasonTooLong' });
    // Closing and reopening the editor keeps the typed text.
    presenter.editCancelled();
    presenter.editOpened();
    expect(presenter.body).toBe('Something else');
  });

  it('hides the message with a reason, then shows it again; a conflict is explained', async () => {
    const { presenter, gateway } = await build();
    await presenter.visibilitySubmitted();
    expect(presenter.problems).toEqual({ visibilityReason: 'backoffice-messages:errors.reasonRequired' });
    presenter.visibilityReasonChanged('Contact details');
    await presenter.visibilitySubmitted();
    expect(gateway.callsOf('hideMessage')).toEqual([{ method: 'hideMessage', args: [12, 'Contact details'] }]);
    expect(presenter.hidden).toBe(true);
    expect(presenter.notice).toEqual({ key: 'backoffice-messages:message.done.hide', ok: true });
    expect(presenter.visibilityReason).toBe('');

    presenter.visibilityReasonChanged('Shown again after review');
    gateway.failNext('unhideMessage', staffRefusal(409, 'message_not_hidden'));
    await presenter.visibilitySubmitted();
    expect(presenter.notice).toEqual({ key: 'backoffice-messages:errors.notHidden', ok: false });
    expect(presenter.visibilityReason).toBe('Shown again after review');
    await presenter.visibilitySubmitted();
    expect(presenter.hidden).toBe(false);
    expect(presenter.audit.map((e) => e.action)).toEqual(['message.hide', 'message.unhide']);
  });
});
