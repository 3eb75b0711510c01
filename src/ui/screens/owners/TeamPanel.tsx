import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TeamPresenter } from '../../../application/owners/team-presenter';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { Notice, PanelState } from './PanelState';

type Props = { presenter: TeamPresenter };

const Members = observer(({ presenter }: Props) => {
  const { t } = useTranslation('owners');
  if (presenter.rows.length === 0) return <p className="muted">{t('team.none')}</p>;
  return (
    <table className="specs-table team-table">
      <caption className="visually-hidden">{t('team.listLabel')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('team.member')}</th>
          <th scope="col">{t('team.statusLabel')}</th>
          <th scope="col">{t('team.since')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('team.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {presenter.rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              {row.firstName ?? row.email}
              {row.firstName !== null && <span className="muted small"> {row.email}</span>}
            </th>
            <td>
              <span className="badge">{t(row.statusKey)}</span>
            </td>
            <td>{row.since}</td>
            <td>
              <button type="button" className="button ghost" disabled={presenter.removing !== null} onClick={() => void presenter.removeClicked(row.id)}>
                {row.status === 'pending' ? t('team.withdraw') : t('team.remove')}
                <span className="visually-hidden"> {row.email}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});

const Invite = observer(({ presenter }: Props) => {
  const { t } = useTranslation('owners');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void presenter.inviteSubmitted();
  };
  const full = presenter.teammates.length >= presenter.max;
  return (
    <form onSubmit={submit} aria-labelledby="team-invite-title" noValidate>
      <h3 id="team-invite-title">{t('team.inviteTitle')}</h3>
      <div className="field">
        <label htmlFor="team-invite-email">{t('team.email')}</label>
        <input
          id="team-invite-email"
          type="email"
          autoComplete="off"
          value={presenter.email}
          disabled={full}
          aria-invalid={presenter.emailProblem !== null}
          aria-describedby={presenter.emailProblem !== null ? 'team-invite-email-error' : undefined}
          onChange={(e) => presenter.emailChanged(e.target.value)}
        />
        {presenter.emailProblem !== null && (
          <p id="team-invite-email-error" className="field-error" role="alert">
            {t(presenter.emailProblem)}
          </p>
        )}
      </div>
      {full && <p className="muted">{t('team.full', { max: presenter.max })}</p>}
      <button type="submit" className="button primary" disabled={!presenter.canInvite}>
        {presenter.inviting ? t('team.inviting') : t('team.invite')}
      </button>
    </form>
  );
});

/** The owner's team: teammates who share the fleet's inbox and leads (a tab of the owner's listings page). */
export const TeamPanel = observer(() => {
  const { t } = useTranslation('owners');
  const presenter = usePagePresenterOf(TeamPresenter);
  const [started] = useState(() => presenter);
  useEffect(() => {
    void started.load();
  }, [started]);
  if (presenter.status !== 'ready') return <PanelState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />;
  return (
    <section className="checkout-block" aria-labelledby="team-title">
      <h2 id="team-title">{t('team.title')}</h2>
      <p className="muted">{t('team.intro')}</p>
      <p>{t('team.size', { count: presenter.teammates.length, max: presenter.max })}</p>
      <Members presenter={presenter} />
      <Notice notice={presenter.notice} />
      <Invite presenter={presenter} />
    </section>
  );
});

export default TeamPanel;
