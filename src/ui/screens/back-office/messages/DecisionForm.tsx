import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DamageClaimPresenter } from '../../../../application/backoffice/damage-claim-presenter';

/**
 * Staff's decision: an amount in euros (0 to the claim, never above the deposit) and a note for both parties,
 * checked, then confirmed in words (what the owner keeps, what goes back), then sent once.
 */
export const DecisionForm = observer(({ presenter }: { presenter: DamageClaimPresenter }) => {
  const { t } = useTranslation('backoffice-messages');
  const amountId = useId();
  const noteId = useId();
  const amountError = useId();
  const noteError = useId();
  const summary = presenter.summary!;
  const confirmation = presenter.confirmation;
  return (
    <form
      className="bo-form"
      onSubmit={(event) => {
        event.preventDefault();
        presenter.decisionSubmitted();
      }}
    >
      <div className="field field-narrow">
        <label htmlFor={amountId}>{t('claim.amount')}</label>
        <input
          id={amountId}
          inputMode="decimal"
          autoComplete="off"
          value={presenter.amountText}
          onChange={(event) => presenter.amountChanged(event.target.value)}
          aria-invalid={presenter.problems.amount ? true : undefined}
          aria-describedby={`${amountId}-hint${presenter.problems.amount ? ` ${amountError}` : ''}`}
        />
        <p id={`${amountId}-hint`} className="field-hint">
          {t('claim.amountHint', { ceiling: summary.ceiling })}
        </p>
        {presenter.problems.amount && (
          <p id={amountError} className="field-error" role="alert">
            {t(presenter.problems.amount, { ceiling: summary.ceiling })}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={noteId}>{t('claim.note')}</label>
        <textarea
          id={noteId}
          value={presenter.note}
          onChange={(event) => presenter.noteChanged(event.target.value)}
          aria-invalid={presenter.problems.note ? true : undefined}
          aria-describedby={`${noteId}-hint${presenter.problems.note ? ` ${noteError}` : ''}`}
        />
        <p id={`${noteId}-hint`} className="field-hint">
          {t('claim.noteHint')}
        </p>
        {presenter.problems.note && (
          <p id={noteError} className="field-error" role="alert">
            {t(presenter.problems.note)}
          </p>
        )}
      </div>
      {confirmation === null ? (
        <p>
          <button type="submit" className="button primary" disabled={!presenter.canDecide}>
            {t('claim.review')}
          </button>
        </p>
      ) : (
        <div className="bo-confirm" role="region" aria-labelledby="bo-confirm-title">
          <h3 id="bo-confirm-title">{t('claim.confirmTitle')}</h3>
          <p>{t('claim.confirmText', { ...confirmation })}</p>
          <p className="bo-text">{t('claim.noteShown', { note: confirmation.note })}</p>
          <div className="bo-actions">
            <button type="button" className="button primary" disabled={presenter.deciding} onClick={() => void presenter.decisionConfirmed()}>
              {t('claim.confirm')}
            </button>
            <button type="button" className="button ghost" disabled={presenter.deciding} onClick={() => presenter.decisionCancelled()}>
              {t('claim.back')}
            </button>
          </div>
        </div>
      )}
    </form>
  );
});
