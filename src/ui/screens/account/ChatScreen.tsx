import { useEffect, useRef, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { ConversationPresenter, type OfferView } from '../../../application/account/conversation-presenter';
import { MESSAGE_MAX_LENGTH } from '../../../contract/conversations';
import { usePageHead } from '../../seo/use-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { AccountShell, AccountState } from './AccountNav';
import { TeammateSignature } from '../owners/TeammateSignature';

type Props = { presenter: ConversationPresenter };

const List = observer(({ presenter }: Props) => {
  const { t } = useTranslation('account');
  if (presenter.conversations.length === 0) return <p className="muted">{t('chat.none')}</p>;
  return (
    <ul className="conversation-list">
      {presenter.conversations.map((c) => (
        <li key={c.hash} className={c.unread > 0 ? 'conversation unread' : 'conversation'}>
          <Link href={c.href}>
            <strong>{c.otherName}</strong> <span className="muted">· {c.subject}</span>
            {c.reference && <span className="muted"> · {c.reference}</span>}
            {c.unread > 0 && <span className="badge">{t('chat.unread', { count: c.unread })}</span>}
          </Link>
          {c.lastMessage && (
            <p className="conversation-last">
              {c.lastMessage} <span className="muted">· {c.lastAt}</span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
});

export const OfferCard = observer(
  ({ offer, busy, onAnswer }: { offer: OfferView; busy: boolean; onAnswer: (hash: string, accept: boolean) => void }) => {
    const { t } = useTranslation('account');
    return (
      <article className="offer-card" aria-label={t('offers.offerFor', { name: offer.productName })} data-offer-hash={offer.hash}>
        <p>
          <strong>{offer.price}</strong> · {offer.dates} · <span className={`badge offer-${offer.status}`}>{t(`offers.status.${offer.status}`)}</span>
        </p>
        {offer.status === 'pending' && <p className="muted">{t('offers.expires', { date: offer.expires })}</p>}
        {offer.canAnswer && (
          <p className="booking-actions">
            <button type="button" className="button primary" disabled={busy} onClick={() => onAnswer(offer.hash, true)}>
              {t('offers.accept')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => onAnswer(offer.hash, false)}>
              {t('offers.decline')}
            </button>
          </p>
        )}
        {offer.checkoutHref && (
          <Link className="button primary" href={offer.checkoutHref}>
            {t('offers.goToCheckout')}
          </Link>
        )}
      </article>
    );
  },
);

const OfferForm = observer(({ presenter }: Props) => {
  const { t } = useTranslation('account');
  const form = presenter.offerForm;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void presenter.offerSubmitted();
  };
  return (
    <form className="checkout-block offer-form" onSubmit={submit} noValidate aria-labelledby="offer-form-title">
      <h2 id="offer-form-title">{t('offers.make')}</h2>
      <div className="field-row">
        <div className="field">
          <label htmlFor="offer-start">{t('modify.startDate')}</label>
          <input id="offer-start" type="date" value={form.startDate} onChange={(e) => presenter.offerChanged('startDate', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="offer-end">{t('modify.endDate')}</label>
          <input id="offer-end" type="date" value={form.endDate} onChange={(e) => presenter.offerChanged('endDate', e.target.value)} />
        </div>
        <div className="field field-narrow">
          <label htmlFor="offer-price">{t('offers.priceEur')}</label>
          <input id="offer-price" inputMode="decimal" value={form.price} onChange={(e) => presenter.offerChanged('price', e.target.value)} />
        </div>
      </div>
      <button type="submit" className="button">
        {t('offers.send')}
      </button>
    </form>
  );
});

const Thread = observer(({ presenter }: Props) => {
  const { t } = useTranslation('account');
  const subject = presenter.subject!;
  const end = useRef<HTMLLIElement>(null);
  const count = presenter.messageViews.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  const send = (e: FormEvent) => {
    e.preventDefault();
    void presenter.sendClicked();
  };
  return (
    <div className="conversation">
      <p className="muted">
        {t(subject.otherRole === 'owner' ? 'detail.owner' : 'detail.tenant')}: <strong>{subject.otherName}</strong> · {subject.name}
        {subject.reference && <> · {subject.bookingHref ? <Link href={subject.bookingHref}>{subject.reference}</Link> : subject.reference}</>}
        {subject.dates && <> · {subject.dates}</>}
      </p>
      {presenter.offers.length > 0 && (
        <section aria-labelledby="thread-offers">
          <h2 id="thread-offers">{t('offers.title')}</h2>
          {presenter.offers.map((offer) => (
            <OfferCard key={offer.hash} offer={offer} busy={presenter.answeringOffer !== null} onAnswer={(hash, accept) => void presenter.offerAnswered(hash, accept)} />
          ))}
        </section>
      )}
      {presenter.offerErrorKey && (
        <p role="alert" className="field-error">
          {t(presenter.offerErrorKey)}
          {presenter.offerMessage ? ` (${presenter.offerMessage})` : ''}
        </p>
      )}
      <ol className="messages" aria-live="polite" aria-label={t('chat.messages')}>
        {presenter.messageViews.map((m) => (
          <li key={m.id} className={`message message-${m.author}`}>
            {/* Always text, never HTML: React escapes it. */}
            <p className="message-text">{m.text}</p>
            <span className="muted small">
              {/* A teammate's message names them, for the owner (issue [6]). */}
              {m.signature ? <TeammateSignature signature={m.signature} /> : m.author === 'system' ? t('chat.system') : m.author === 'me' ? t('chat.me') : subject.otherName} · {m.at}
            </span>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form className="message-form" onSubmit={send}>
        <label htmlFor="message-text" className="visually-hidden">
          {t('chat.write')}
        </label>
        <textarea
          id="message-text"
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH * 2}
          placeholder={t('chat.write')}
          value={presenter.draft}
          onChange={(e) => presenter.draftChanged(e.target.value)}
        />
        {presenter.sendErrorKey && (
          <p role="alert" className="field-error">
            {t(presenter.sendErrorKey)}
          </p>
        )}
        <button type="submit" className="button primary" disabled={!presenter.canSend}>
          {presenter.sending ? t('chat.sending') : t('chat.send')}
        </button>
      </form>
      {subject.canOffer && <OfferForm presenter={presenter} />}
    </div>
  );
});

/** account/chat/list and account/chat/{hash}/{ish}. */
const ChatScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation('account');
  const presenter = usePagePresenterOf(ConversationPresenter);
  usePageEntered(presenter, route);
  // Polling stops whenever the page goes away, loaded or not.
  useEffect(() => () => presenter.pageLeft(), [presenter]);
  const thread = route.screen === 'chatConversation';
  const title = t(thread ? 'titles.conversation' : 'titles.chat');
  usePageHead({ title, description: t('meta.description') });
  return (
    <AccountShell current="chat" title={title}>
      {presenter.status !== 'ready' || (thread && !presenter.subject) ? (
        <AccountState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.routeEntered(route)} />
      ) : thread ? (
        <Thread presenter={presenter} />
      ) : (
        <List presenter={presenter} />
      )}
    </AccountShell>
  );
});

export default ChatScreen;
