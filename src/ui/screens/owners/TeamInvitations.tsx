import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { InvitationsPresenter } from '../../../application/owners/invitations-presenter';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { Notice } from './PanelState';

/**
 * The signed-in user's invitations to owners' teams, and the teams they are in (meant for the account overview, where
 * the invitation email leads). Renders nothing while there are none.
 */
export const TeamInvitations = observer(() => {
  const { t } = useTranslation('owners');
  const presenter = usePagePresenterOf(InvitationsPresenter);
  const [started] = useState(() => presenter);
  useEffect(() => {
    void started.load();
  }, [started]);
  if (presenter.status === 'loading' || presenter.isEmpty) return null;
  if (presenter.status === 'error') {
    return (
      <p className="muted" role="status">
        {t('invitations.loadFailed')}{' '}
        <button type="button" className="link-button" onClick={() => void presenter.load()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  const busy = presenter.answering !== null;
  return (
    <section className="checkout-block" aria-labelledby="team-invitations-title">
      <h2 id="team-invitations-title">{t('invitations.title')}</h2>
      {presenter.pending.length > 0 && (
        <ul className="team-invitations">
          {presenter.pending.map((invitation) => (
            <li key={invitation.id}>
              <p>{t('invitations.pending', { owner: invitation.ownerName, date: invitation.date })}</p>
              <p className="muted small">{t('invitations.explain')}</p>
              <button type="button" className="button primary" disabled={busy} onClick={() => void presenter.accepted(invitation.id)}>
                {t('invitations.accept')}
              </button>{' '}
              <button type="button" className="button ghost" disabled={busy} onClick={() => void presenter.declined(invitation.id)}>
                {t('invitations.decline')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {presenter.teams.length > 0 && (
        <>
          <h3>{t('invitations.teamsTitle')}</h3>
          <ul className="team-invitations">
            {presenter.teams.map((team) => (
              <li key={team.id}>
                {t('invitations.member', { owner: team.ownerName, date: team.date })}{' '}
                <button type="button" className="button ghost" disabled={busy} onClick={() => void presenter.declined(team.id)}>
                  {t('invitations.leave')}
                  <span className="visually-hidden"> {team.ownerName}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Notice notice={presenter.notice} />
    </section>
  );
});

export default TeamInvitations;
