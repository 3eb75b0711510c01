import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MessageModerationPresenter } from '../../../application/backoffice/message-moderation-presenter';
import type { SettingsPresenter } from '../../../application/settings/settings-presenter';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../app/container-context';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageHead } from '../../seo/use-page-head';
import { useRouteHref } from '../../routing/use-route-href';
import { AuditTrail } from './AuditTrail';
import { PartyCard } from './messages/PartyCard';
import { StaffNoticeView, StaffPageState } from './messages/StaffPageState';
import './messages/messages.css';

type Props = { presenter: MessageModerationPresenter };

/** A field's problem under it, announced. */
const Problem = ({ id, problemKey }: { id: string; problemKey: string | undefined }) => {
  const { t } = useTranslation('backoffice-messages');
  if (!problemKey) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {t(problemKey)}
    </p>
  );
};

const EditForm = observer(({ presenter }: Props) => {
  const { t } = useTranslation('backoffice-messages');
  const bodyId = useId();
  const reasonId = useId();
  const bodyError = useId();
  const reasonError = useId();
  if (!presenter.editing) {
    return (
      <p>
        <button type="button" className="button" onClick={() => presenter.editOpened()} disabled={presenter.busy !== null}>
          {t('message.edit')}
        </button>
      </p>
    );
  }
  return (
    <form
      className="bo-form"
      onSubmit={(event) => {
        event.preventDefault();
        void presenter.editSubmitted();
      }}
    >
      <div className="field">
        <label htmlFor={bodyId}>{t('message.newText')}</label>
        <textarea
          id={bodyId}
          value={presenter.body}
          onChange={(event) => presenter.bodyChanged(event.target.value)}
          aria-invalid={presenter.problems.body ? true : undefined}
          aria-describedby={presenter.problems.body ? bodyError : undefined}
        />
        <Problem id={bodyError} problemKey={presenter.problems.body} />
      </div>
      <div className="field">
        <label htmlFor={reasonId}>{t('message.editReason')}</label>
        <input
          id={reasonId}
          value={presenter.editReason}
          onChange={(event) => presenter.editReasonChanged(event.target.value)}
          aria-invalid={presenter.problems.editReason ? true : undefined}
          aria-describedby={presenter.problems.editReason ? reasonError : undefined}
        />
        <p className="field-hint">{t('message.reasonHint')}</p>
        <Problem id={reasonError} problemKey={presenter.problems.editReason} />
      </div>
      <div className="bo-actions">
        <button type="submit" className="button primary" disabled={presenter.busy !== null}>
          {t('message.save')}
        </button>
        <button type="button" className="button ghost" onClick={() => presenter.editCancelled()}>
          {t('message.cancel')}
        </button>
      </div>
    </form>
  );
});

const VisibilityForm = observer(({ presenter }: Props) => {
  const { t } = useTranslation('backoffice-messages');
  const reasonId = useId();
  const reasonError = useId();
  const hidden = presenter.hidden;
  return (
    <section className="bo-card" aria-labelledby="bo-visibility">
      <h2 id="bo-visibility">{hidden ? t('message.showTitle') : t('message.hideTitle')}</h2>
      <p className="muted">{hidden ? t('message.showIntro') : t('message.hideIntro')}</p>
      <form
        className="bo-form"
        onSubmit={(event) => {
          event.preventDefault();
          void presenter.visibilitySubmitted();
        }}
      >
        <div className="field">
          <label htmlFor={reasonId}>{hidden ? t('message.showReason') : t('message.hideReason')}</label>
          <input
            id={reasonId}
            value={presenter.visibilityReason}
            onChange={(event) => presenter.visibilityReasonChanged(event.target.value)}
            aria-invalid={presenter.problems.visibilityReason ? true : undefined}
            aria-describedby={presenter.problems.visibilityReason ? reasonError : undefined}
          />
          <Problem id={reasonError} problemKey={presenter.problems.visibilityReason} />
        </div>
        <p>
          <button type="submit" className={hidden ? 'button' : 'button primary'} disabled={presenter.busy !== null}>
            {hidden ? t('message.show') : t('message.hide')}
          </button>
        </p>
      </form>
    </section>
  );
});

/** message/edit/{id}: one message, edited or hidden by staff with a reason (issue [7]). */
export default observer(function MessageEditPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation('backoffice-messages');
  const presenter = usePagePresenterOf(MessageModerationPresenter);
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  const href = useRouteHref();
  usePageHead({ title: t('title.message', { id: id ?? '' }), description: t('meta.description') });
  useEffect(() => {
    void presenter.load(id);
  }, [presenter, id]);

  const message = presenter.message;
  const detail = presenter.detail;
  if (presenter.status !== 'ready' || !message || !detail) {
    return (
      <div className="bo-page">
        <h1>{t('title.message', { id: id ?? '' })}</h1>
        <StaffPageState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load(id)} />
      </div>
    );
  }
  const subject = presenter.subject!;
  return (
    <div className="bo-page">
      <h1>{t('title.message', { id: message.id })}</h1>
      <p className="bo-row">
        {presenter.conversationRoute && <Link href={href(presenter.conversationRoute)}>{t('message.back')}</Link>}
        <span className="muted">{subject.kind === 'booking' ? t('conversation.aboutBooking', { reference: subject.reference ?? '' }) : t('conversation.aboutBoat')}</span>
        {subject.productName && <span className="muted">{t('conversation.product', { name: subject.productName })}</span>}
      </p>
      <StaffNoticeView notice={presenter.notice} />
      <section className={`bo-card${message.hidden ? ' hidden' : ''}`} aria-labelledby="bo-message">
        <h2 id="bo-message">{message.authorName ? t('message.authorNamed', { role: t(message.authorKey), name: message.authorName }) : t(message.authorKey)}</h2>
        <p className="bo-row">
          <span className="muted">{message.at}</span>
          {message.hidden && <span className="badge bo-badge-hidden">{t('message.hidden')}</span>}
          {message.edited && <span className="badge">{t('message.edited')}</span>}
        </p>
        {message.hidden && <p className="notice">{t('message.hiddenNotice')}</p>}
        <p className="bo-text" data-testid="staff-message-text">
          {message.text}
        </p>
        {presenter.editedAt && <p className="muted small">{t('message.editedAt', { date: presenter.editedAt })}</p>}
        {presenter.originalText !== null && (
          <>
            <h3>{t('message.original')}</h3>
            <blockquote className="bo-original">{presenter.originalText}</blockquote>
          </>
        )}
        <EditForm presenter={presenter} />
      </section>
      <VisibilityForm presenter={presenter} />
      {presenter.authorFlag && (
        <PartyCard roleKey={message.authorKind === 'tenant' ? 'party.tenant' : 'party.owner'} user={presenter.authorFlag.user} form={presenter.authorFlag} language={settings.language} />
      )}
      <AuditTrail entries={presenter.audit} language={settings.language} />
    </div>
  );
});
