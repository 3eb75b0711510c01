import type { FormEvent, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BackOfficeBookingPresenter, StaffBookingAction } from '../../../../application/backoffice/back-office-booking-presenter';
import { Modal } from '../../../modal/Modal';

type Props = { presenter: BackOfficeBookingPresenter };
type Field = Parameters<BackOfficeBookingPresenter['fieldChanged']>[0];

/** One labelled field of an action's form, with its problem (a message key) announced and tied to it. */
const FormField = observer(
  ({ presenter, field, problem, label, hint, children }: Props & { field: Field; problem: string; label: string; hint?: string; children?: ReactNode }) => {
    const { t } = useTranslation('backoffice');
    const id = `bk-${field}`;
    const error = presenter.problems[problem];
    const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    const common = {
      id,
      value: presenter[field],
      'aria-invalid': error !== undefined,
      'aria-describedby': describedBy,
      disabled: presenter.acting !== null,
    };
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {field.endsWith('Reason') ? (
          <textarea {...common} rows={3} onChange={(e) => presenter.fieldChanged(field, e.target.value)} />
        ) : field === 'startDate' || field === 'endDate' ? (
          <input {...common} type="date" onChange={(e) => presenter.fieldChanged(field, e.target.value)} />
        ) : (
          <input {...common} type="text" inputMode="decimal" autoComplete="off" onChange={(e) => presenter.fieldChanged(field, e.target.value)} />
        )}
        {hint && (
          <p id={`${id}-hint`} className="field-hint small muted">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="bk-error" role="alert">
            {t(error)}
          </p>
        )}
        {children}
      </div>
    );
  },
);

const ActionForm = observer(({ presenter, action, children }: Props & { action: StaffBookingAction; children: ReactNode }) => {
  const { t } = useTranslation('backoffice');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    presenter.submitted(action);
  };
  return (
    <form id={`bk-form-${action}`} className="bk-form" onSubmit={submit} noValidate aria-labelledby={`bk-form-${action}-title`}>
      <h3 id={`bk-form-${action}-title`}>{t(`booking.forms.${action}.title`)}</h3>
      <p className="muted small">{t(`booking.forms.${action}.intro`)}</p>
      {children}
      <div className="bk-actions">
        <button type="submit" className="button primary" disabled={presenter.acting !== null}>
          {t('booking.forms.continue')}
        </button>
        <button type="button" className="button ghost" disabled={presenter.acting !== null} onClick={() => presenter.actionClosed()}>
          {t('booking.forms.close')}
        </button>
      </div>
    </form>
  );
});

/** The staff actions of a booking: a button per allowed action opens its form; a confirmation comes before anything moves. */
export const ActionForms = observer(({ presenter }: Props) => {
  const { t } = useTranslation('backoffice');
  const view = presenter.view;
  if (!view) return null;
  const currency = presenter.booking?.currency ?? 'EUR';
  const refundable = view.totals.refundable;
  const confirmation = presenter.confirmation;
  const buttons: ReadonlyArray<{ action: StaffBookingAction; allowed: boolean }> = [
    { action: 'refund', allowed: view.actions.refund },
    { action: 'cancel', allowed: view.actions.cancel },
    { action: 'dates', allowed: view.actions.changeDates },
  ];
  const allowed = buttons.filter((b) => b.allowed);
  return (
    <section className="bk-section" aria-labelledby="bk-actions-title">
      <h2 id="bk-actions-title">{t('booking.actionsTitle')}</h2>
      {allowed.length === 0 ? (
        <p className="muted">{t('booking.noActions')}</p>
      ) : (
        <div className="bk-actions">
          {allowed.map(({ action }) => (
            <button
              key={action}
              type="button"
              className="button"
              aria-expanded={presenter.openAction === action}
              aria-controls={presenter.openAction === action ? `bk-form-${action}` : undefined}
              disabled={presenter.acting !== null}
              onClick={() => presenter.actionOpened(action)}
            >
              {t(`booking.open.${action}`)}
            </button>
          ))}
        </div>
      )}
      {presenter.openAction === 'refund' && (
        <ActionForm presenter={presenter} action="refund">
          <FormField presenter={presenter} field="refundAmount" problem="amount" label={t('booking.forms.amount', { currency })} hint={t('booking.forms.refundableHint', { amount: refundable })} />
          <FormField presenter={presenter} field="refundReason" problem="reason" label={t('booking.forms.reason')} hint={t('booking.forms.reasonHint')} />
        </ActionForm>
      )}
      {presenter.openAction === 'cancel' && (
        <ActionForm presenter={presenter} action="cancel">
          <FormField presenter={presenter} field="cancelAmount" problem="amount" label={t('booking.forms.refundOnCancel', { currency })} hint={t('booking.forms.refundableHint', { amount: refundable })} />
          <FormField presenter={presenter} field="cancelReason" problem="reason" label={t('booking.forms.reason')} hint={t('booking.forms.reasonHint')} />
        </ActionForm>
      )}
      {presenter.openAction === 'dates' && (
        <ActionForm presenter={presenter} action="dates">
          <div className="bk-two">
            <FormField presenter={presenter} field="startDate" problem="startDate" label={t('booking.forms.startDate')} />
            <FormField presenter={presenter} field="endDate" problem="endDate" label={t('booking.forms.endDate')} />
          </div>
          <FormField presenter={presenter} field="datesReason" problem="reason" label={t('booking.forms.reason')} hint={t('booking.forms.reasonHint')} />
        </ActionForm>
      )}
      <Modal
        open={confirmation !== null}
        onClose={() => presenter.confirmDismissed()}
        title={confirmation ? t(`booking.confirm.${confirmation.action}Title`) : ''}
        footer={
          <>
            <button type="button" className="button" disabled={presenter.acting !== null} onClick={() => presenter.confirmDismissed()}>
              {t('confirm.back')}
            </button>
            <button type="button" className="button primary" disabled={presenter.acting !== null} onClick={() => void presenter.confirmed()}>
              {presenter.acting !== null ? t('confirm.working') : confirmation ? t(`booking.confirm.${confirmation.action}Button`) : ''}
            </button>
          </>
        }
      >
        {confirmation && <p>{t(confirmation.messageKey, confirmation.values)}</p>}
      </Modal>
    </section>
  );
});
