import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ECONTRACT_STEPS, type EcontractPresenter } from '../../../application/econtract/econtract-presenter';

/** The steps with a visible progress: each one done or still to do, the current one marked. */
export const StepNav = observer(({ presenter }: { presenter: EcontractPresenter }) => {
  const { t } = useTranslation('econtract');
  const current = ECONTRACT_STEPS.indexOf(presenter.step) + 1;
  return (
    <nav className="econtract-steps" aria-label={t('steps.label')}>
      <p className="econtract-progress">{t('steps.progress', { current, total: ECONTRACT_STEPS.length })}</p>
      <ol>
        {presenter.stepStates.map((step, i) => (
          <li key={step.id}>
            <button
              type="button"
              className={`econtract-step${step.complete ? ' complete' : ''}`}
              aria-current={step.current ? 'step' : undefined}
              onClick={() => presenter.stepChosen(step.id)}
            >
              <span className="econtract-step-number" aria-hidden="true">
                {step.complete ? '✓' : i + 1}
              </span>
              <span>{t(`steps.${step.id}`)}</span>
              <span className="visually-hidden">({t(step.complete ? 'steps.done' : 'steps.todo')})</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
});

/** Back and Next under each step. */
export const StepButtons = observer(({ presenter }: { presenter: EcontractPresenter }) => {
  const { t } = useTranslation('econtract');
  const index = ECONTRACT_STEPS.indexOf(presenter.step);
  return (
    <div className="econtract-step-buttons">
      {index > 0 && (
        <button type="button" className="button econtract-big" onClick={() => presenter.previousStep()}>
          {t('steps.previous')}
        </button>
      )}
      {index < ECONTRACT_STEPS.length - 1 && (
        <button type="button" className="button primary econtract-big" onClick={() => presenter.nextStep()}>
          {t('steps.next')}
        </button>
      )}
    </div>
  );
});
