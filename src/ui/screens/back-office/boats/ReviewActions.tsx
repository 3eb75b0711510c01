import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BoatReviewPresenter } from '../../../../application/backoffice/boat-review-presenter';
import { FieldProblem } from './BoatsPageState';

/**
 * Publish, pause or reject: each button opens a confirmation; pausing and rejecting ask the reason the owner will
 * read (by email, and in their editor for a rejection). What was refused is said here; the reason typed stays.
 */
export const ReviewActions = observer(({ presenter }: { presenter: BoatReviewPresenter }) => {
  const { t } = useTranslation(['backoffice-boats', 'listings']);
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const pending = presenter.pending;
  const needsReason = presenter.actions.find((a) => a.status === pending)?.needsReason ?? false;
  return (
    <section className="bb-card" aria-labelledby="bb-review-actions">
      <h2 id="bb-review-actions">{t('review.actionsTitle')}</h2>
      {presenter.savedKey && (
        <p className="notice success" role="status">
          {t(presenter.savedKey)}
        </p>
      )}
      {presenter.actions.length === 0 ? (
        <p className="muted">{t('review.noAction')}</p>
      ) : (
        <div className="bb-actions">
          {presenter.actions.map((a) => (
            <button
              key={a.status}
              type="button"
              className={a.status === 'published' ? 'button primary' : 'button'}
              aria-pressed={pending === a.status}
              disabled={presenter.changing}
              onClick={() => presenter.actionChosen(a.status)}
            >
              {t(a.labelKey)}
            </button>
          ))}
        </div>
      )}
      {pending && (
        <form
          className="bb-confirm bb-form"
          aria-label={t(`review.confirm.${pending}`)}
          onSubmit={(event) => {
            event.preventDefault();
            void presenter.confirmed();
          }}
        >
          <p>
            <strong>{t(`review.confirm.${pending}`)}</strong>
          </p>
          <div className="field">
            <label htmlFor={reasonId}>{needsReason ? t('review.reasonRequired') : t('review.reasonOptional')}</label>
            <textarea
              id={reasonId}
              value={presenter.reason}
              maxLength={presenter.reasonMax + 50}
              onChange={(event) => presenter.reasonChanged(event.target.value)}
              aria-invalid={presenter.reasonProblem ? true : undefined}
              aria-describedby={`${hintId}${presenter.reasonProblem ? ` ${errorId}` : ''}`}
            />
            <p id={hintId} className="field-hint">
              {needsReason ? t('review.reasonHint') : t('review.noteHint')}
            </p>
            <FieldProblem id={errorId} problemKey={presenter.reasonProblem} />
          </div>
          {presenter.actionErrorKey && (
            <div role="alert" className="field-error">
              <p>{t(presenter.actionErrorKey)}</p>
              {presenter.publishMissing.length > 0 && (
                <ul>
                  {presenter.publishMissing.map((step) => (
                    <li key={step}>{t(`listings:steps.${step}`)}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <div className="bb-actions">
            <button type="submit" className="button primary" disabled={presenter.changing}>
              {presenter.changing ? t('review.changing') : t(`review.confirmButton.${pending}`)}
            </button>
            <button type="button" className="button ghost" onClick={() => presenter.cancelled()}>
              {t('review.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
});
