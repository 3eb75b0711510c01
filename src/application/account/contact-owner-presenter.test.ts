import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeConversationGateway, RecordingNavigator, VisitorAuthenticator, networkFailure, refusal } from '../../../tests/fakes/account';
import { FakeAuthenticator, fakeSettings } from '../../../tests/fakes/search';
import { MESSAGE_MAX_LENGTH } from '../../contract/conversations';
import type { LanguageCode } from '../../domain/i18n/languages';
import { ContactOwnerPresenter } from './contact-owner-presenter';

const PRODUCT_ID = 101;

const build = (authenticator: FakeAuthenticator = new FakeAuthenticator({ kind: 'alreadySignedIn' }), language: LanguageCode = 'en') => {
  const gateway = new FakeConversationGateway([]);
  const navigator = new RecordingNavigator();
  const presenter = new ContactOwnerPresenter(gateway, fakeSettings({ language }), navigator, authenticator);
  return { presenter, gateway, navigator, authenticator };
};

const opened = async (language: LanguageCode = 'en') => {
  const built = build(undefined, language);
  await built.presenter.contactClicked();
  return built;
};

describe('ContactOwnerPresenter', () => {
  it('a visitor signs in first (trigger sendMessage); the box opens only once signed in', async () => {
    const aborted = build(new VisitorAuthenticator({ kind: 'aborted' }));
    await aborted.presenter.contactClicked();
    expect(aborted.authenticator.triggers).toEqual(['sendMessage']);
    expect(aborted.presenter.open).toBe(false);

    const success = build(new VisitorAuthenticator({ kind: 'success', authToken: 'tok' }));
    await success.presenter.contactClicked();
    expect(success.authenticator.triggers).toEqual(['sendMessage']);
    expect(success.presenter.open).toBe(true);
  });

  it('a user already signed in gets the box at once', async () => {
    const { presenter, authenticator } = build(new FakeAuthenticator({ kind: 'alreadySignedIn' }));
    await presenter.contactClicked();
    expect(authenticator.triggers).toEqual(['sendMessage']);
    expect(presenter.open).toBe(true);
  });

  it('canSend: not blank, at most MESSAGE_MAX_LENGTH characters after trimming', async () => {
    const { presenter } = await opened();
    expect(presenter.canSend).toBe(false);
    presenter.textChanged(' \n ');
    expect(presenter.canSend).toBe(false);
    presenter.textChanged('y'.repeat(MESSAGE_MAX_LENGTH));
    expect(presenter.canSend).toBe(true);
    presenter.textChanged('y'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(presenter.canSend).toBe(false);
  });

  it('sends once (even clicked twice) and lands in the conversation at /account/chat/{hash}/{ish}', async () => {
    const { presenter, gateway, navigator } = await opened();
    presenter.textChanged('Hello <b>Marie</b>, is it free in August?');
    const release = gateway.hold('contactOwner');
    const first = presenter.sendClicked(PRODUCT_ID);
    expect(presenter.sending).toBe(true);
    presenter.closed();
    expect(presenter.open).toBe(true);
    const second = presenter.sendClicked(PRODUCT_ID);
    release();
    await Promise.all([first, second]);
    expect(gateway.callsOf('contactOwner')).toEqual([{ method: 'contactOwner', args: [PRODUCT_ID, 'Hello <b>Marie</b>, is it free in August?'] }]);
    expect(navigator.navigations).toEqual([{ to: '/account/chat/conv101/boat-101', replace: false }]);
    expect(presenter.open).toBe(false);
    expect(presenter.text).toBe('');
    expect(presenter.sending).toBe(false);
  });

  it('in another language the conversation link has its prefix', async () => {
    const { presenter, navigator } = await opened('de');
    presenter.textChanged('Hallo');
    await presenter.sendClicked(PRODUCT_ID);
    expect(navigator.path).toBe('/de/account/chat/conv101/boat-101');
  });

  it('writing about one’s own boat: own_product → account:contact.ownBoat; the text stays and the box stays open', async () => {
    const { presenter, gateway, navigator } = await opened();
    gateway.server.ownProducts.add(PRODUCT_ID);
    presenter.textChanged('Hello');
    await presenter.sendClicked(PRODUCT_ID);
    expect(presenter.errorKey).toBe('account:contact.ownBoat');
    expect(presenter.text).toBe('Hello');
    expect(presenter.open).toBe(true);
    expect(navigator.navigations).toEqual([]);
    presenter.textChanged('Hello!');
    expect(presenter.errorKey).toBeNull();
  });

  it('message_invalid and other failures have their keys', async () => {
    const { presenter, gateway } = await opened();
    presenter.textChanged('Hello');
    gateway.failNext('contactOwner', refusal(400, 'message_invalid'));
    await presenter.sendClicked(PRODUCT_ID);
    expect(presenter.errorKey).toBe('account:chat.errors.invalid');
    gateway.failNext('contactOwner', networkFailure());
    await presenter.sendClicked(PRODUCT_ID);
    expect(presenter.errorKey).toBe('common:errors.network');
  });

  it('closing the box (not while sending) keeps the text', async () => {
    const { presenter } = await opened();
    presenter.textChanged('Draft');
    presenter.closed();
    expect(presenter.open).toBe(false);
    expect(presenter.text).toBe('Draft');
  });
});
