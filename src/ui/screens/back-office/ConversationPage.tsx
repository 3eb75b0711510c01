import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ConversationReviewPresenter, type StaffMessageRow } from '../../../application/backoffice/conversation-review-presenter';
import type { SettingsPresenter } from '../../../application/settings/settings-presenter';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../app/container-context';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageHead } from '../../seo/use-page-head';
import { useRouteHref } from '../../routing/use-route-href';
import { AuditTrail } from './AuditTrail';
import { PartyCard } from './messages/PartyCard';
import { StaffPageState } from './messages/StaffPageState';
import './messages/messages.css';

/** One message of the list: who, when, hidden or edited, the text as text, and a link to its own page. */
const MessageItem = ({ message }: { message: StaffMessageRow }) => {
  const { t } = useTranslation('backoffice-messages');
  const href = useRouteHref();
  return (
    <li className={`bo-message${message.hidden ? ' hidden' : ''}${message.authorKind === 'system' ? ' system' : ''}`} data-testid="staff-message">
      <p className="bo-row small">
        <strong>{message.authorName ? t('message.authorNamed', { role: t(message.authorKey), name: message.authorName }) : t(message.authorKey)}</strong>
        <span className="muted">{message.at}</span>
        {message.hidden && <span className="badge bo-badge-hidden">{t('message.hidden')}</span>}
        {message.edited && <span className="badge">{t('message.edited')}</span>}
      </p>
      {/* Always text, never HTML: React escapes it. */}
      <p className="bo-text">{message.text}</p>
      <p>
        <Link href={href(message.editRoute)} aria-label={t('conversation.openLabel', { id: message.id })}>
          {t('conversation.open')}
        </Link>
      </p>
    </li>
  );
};

/** message/editConv/{id}: a conversation as staff read it (issue [7]). */
export default observer(function ConversationPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation('backoffice-messages');
  const presenter = usePagePresenterOf(ConversationReviewPresenter);
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  const href = useRouteHref();
  usePageHead({ title: t('title.conversation', { id: id ?? '' }), description: t('meta.description') });
  useEffect(() => {
    void presenter.load(id);
  }, [presenter, id]);

  if (presenter.status !== 'ready' || !presenter.conversation) {
    return (
      <div className="bo-page">
        <h1>{t('title.conversation', { id: id ?? '' })}</h1>
        <StaffPageState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load(id)} />
      </div>
    );
  }
  const conversation = presenter.conversation;
  const subject = presenter.subject!;
  return (
    <div className="bo-page">
      <h1>{t('title.conversation', { id: conversation.id })}</h1>
      <section className="bo-card" aria-labelledby="bo-conversation-subject">
        <h2 id="bo-conversation-subject">{subject.kind === 'booking' ? t('conversation.aboutBooking', { reference: subject.reference ?? '' }) : t('conversation.aboutBoat')}</h2>
        <div className="bo-row">
          {subject.productName && <span>{t('conversation.product', { name: subject.productName })}</span>}
          {subject.dates && <span>{t('conversation.dates', { dates: subject.dates })}</span>}
        </div>
        <div className="bo-row">
          {subject.bookingRoute && <Link href={href(subject.bookingRoute)}>{t('conversation.openBooking')}</Link>}
          {subject.boatRoute && <Link href={href(subject.boatRoute)}>{t('conversation.openBoat')}</Link>}
        </div>
      </section>
      <section aria-labelledby="bo-parties" className="bo-form">
        <h2 id="bo-parties">{t('conversation.parties')}</h2>
        <div className="bo-parties">
          <PartyCard roleKey="party.tenant" user={conversation.tenant} form={presenter.tenantFlag} language={settings.language} />
          <PartyCard roleKey="party.owner" user={conversation.owner} form={presenter.ownerFlag} language={settings.language} />
        </div>
      </section>
      <section aria-labelledby="bo-messages" className="bo-form">
        <h2 id="bo-messages">{t('conversation.messages')}</h2>
        <p className="muted">
          {t('conversation.messageCount', { count: presenter.messages.length })}
          {presenter.hiddenCount > 0 && ` · ${t('conversation.hiddenCount', { count: presenter.hiddenCount })}`}
        </p>
        {presenter.messages.length === 0 ? (
          <p className="muted">{t('conversation.empty')}</p>
        ) : (
          <ol className="bo-messages">
            {presenter.messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
      </section>
      <AuditTrail entries={presenter.audit} language={settings.language} />
    </div>
  );
});
