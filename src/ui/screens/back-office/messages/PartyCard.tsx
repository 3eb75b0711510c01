import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '../../../../contract/backoffice-messages';
import type { UserFlagForm } from '../../../../application/backoffice/user-flag-form';
import { StaffNoticeView } from './StaffPageState';
import { dateTimeFormat } from '../../../../domain/i18n/intl-formats';

const fullName = (user: StaffUser): string => `${user.firstName} ${user.lastName}`.trim();

/** A flag, as every back-office page shows it: a badge, when and why. */
export const FlagBadge = ({ user, language }: { user: StaffUser; language: string }) => {
  const { t } = useTranslation('backoffice-messages');
  if (!user.flagged) return null;
  const date = user.flaggedAt ? dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(user.flaggedAt)) : '';
  return (
    <p className="bo-row">
      <span className="badge bo-badge-flag">{t('party.flagged')}</span>
      <span>{t('party.flaggedSince', { date, reason: user.flagReason ?? '' })}</span>
    </p>
  );
};

/**
 * A tenant or an owner: name, email, flag; with a form, staff flag them (or clear the flag) with a reason. The
 * user is not told.
 */
export const PartyCard = observer(({ roleKey, user, form, language }: { roleKey: string; user: StaffUser; form: UserFlagForm | null; language: string }) => {
  const { t } = useTranslation('backoffice-messages');
  const reasonId = useId();
  const errorId = useId();
  const shown = form?.user ?? user;
  const name = fullName(shown) || t('party.deleted');
  return (
    <section className="bo-card" aria-label={t('party.label', { role: t(roleKey), name })}>
      <h3>
        {t(roleKey)}: {name}
      </h3>
      {shown.deleted ? <p className="muted">{t('party.deleted')}</p> : <p className="muted">{shown.email}</p>}
      <FlagBadge user={shown} language={language} />
      {form && (
        <>
          <StaffNoticeView notice={form.notice} />
          {!form.open ? (
            <p>
              <button type="button" className="button" onClick={() => form.opened()}>
                {form.action === 'flag' ? t('flag.flag', { name: shown.firstName }) : t('flag.unflag', { name: shown.firstName })}
              </button>
            </p>
          ) : (
            <form
              className="bo-form"
              onSubmit={(event) => {
                event.preventDefault();
                void form.submitted();
              }}
            >
              <div className="field">
                <label htmlFor={reasonId}>{form.action === 'flag' ? t('flag.reasonFlag') : t('flag.reasonUnflag')}</label>
                <textarea
                  id={reasonId}
                  value={form.reason}
                  onChange={(event) => form.reasonChanged(event.target.value)}
                  aria-invalid={form.problem ? true : undefined}
                  aria-describedby={form.problem ? errorId : undefined}
                  required
                />
                <p className="field-hint">{t('flag.hint')}</p>
                {form.problem && (
                  <p id={errorId} className="field-error" role="alert">
                    {t(form.problem)}
                  </p>
                )}
              </div>
              <div className="bo-actions">
                <button type="submit" className="button primary" disabled={form.busy}>
                  {form.action === 'flag' ? t('flag.submitFlag') : t('flag.submitUnflag')}
                </button>
                <button type="button" className="button ghost" onClick={() => form.cancelled()}>
                  {t('flag.cancel')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
});
