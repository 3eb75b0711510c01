import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SalesSettingsPresenter } from '../../../application/owners/sales-settings-presenter';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { Notice, PanelState } from './PanelState';

type Props = { presenter: SalesSettingsPresenter };

/** A field's problem, announced with the field (aria-describedby points here). */
const FieldProblem = ({ id, problem }: { id: string; problem: string | undefined }) => {
  const { t } = useTranslation('owners');
  return problem ? (
    <p id={id} className="field-error" role="alert">
      {t(problem)}
    </p>
  ) : null;
};

const Form = observer(({ presenter }: Props) => {
  const { t } = useTranslation('owners');
  const { form, problems } = presenter;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void presenter.submitted();
  };
  return (
    <form className="checkout-block" onSubmit={submit} aria-labelledby="sales-settings-title" noValidate>
      <h2 id="sales-settings-title">{t('sales.title')}</h2>
      <p className="muted">{t('sales.intro')}</p>
      <div className="field-row">
        <div className="field">
          <label htmlFor="sales-deposit">{t('sales.deposit')}</label>
          <input
            id="sales-deposit"
            inputMode="decimal"
            autoComplete="off"
            value={form.deposit}
            aria-invalid={problems.deposit !== undefined}
            aria-describedby={problems.deposit !== undefined ? 'sales-deposit-error' : 'sales-deposit-hint'}
            onChange={(e) => presenter.fieldChanged('deposit', e.target.value)}
          />
          <p id="sales-deposit-hint" className="muted small">
            {t('sales.depositHint')}
          </p>
          <FieldProblem id="sales-deposit-error" problem={problems.deposit} />
        </div>
        <div className="field">
          <label htmlFor="sales-policy">{t('sales.cancellationPolicy')}</label>
          <select
            id="sales-policy"
            value={form.cancellationPolicy}
            aria-invalid={problems.cancellationPolicy !== undefined}
            aria-describedby={problems.cancellationPolicy !== undefined ? 'sales-policy-error' : undefined}
            onChange={(e) => presenter.fieldChanged('cancellationPolicy', e.target.value)}
          >
            {presenter.policies.map((policy) => (
              <option key={policy} value={policy}>
                {t(`sales.policies.${policy}`)}
              </option>
            ))}
          </select>
          <FieldProblem id="sales-policy-error" problem={problems.cancellationPolicy} />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="sales-response-time">{t('sales.responseTime')}</label>
          <input
            id="sales-response-time"
            type="number"
            inputMode="numeric"
            min={presenter.hoursRange.min}
            max={presenter.hoursRange.max}
            step={1}
            value={form.responseTimeHours}
            aria-invalid={problems.responseTimeHours !== undefined}
            aria-describedby={problems.responseTimeHours !== undefined ? 'sales-response-time-error' : undefined}
            onChange={(e) => presenter.fieldChanged('responseTimeHours', e.target.value)}
          />
          <FieldProblem id="sales-response-time-error" problem={problems.responseTimeHours} />
        </div>
        <div className="field">
          <label className="check">
            <input type="checkbox" checked={form.instantBooking} onChange={(e) => presenter.fieldChanged('instantBooking', e.target.checked)} />
            {t('sales.instantBooking')}
          </label>
          <p className="muted small">{t('sales.instantBookingHint')}</p>
        </div>
      </div>
      <Notice notice={presenter.notice} />
      <button type="submit" className="button primary" disabled={!presenter.canSave}>
        {presenter.saving ? t('sales.saving') : t('sales.save')}
      </button>
    </form>
  );
});

/** The owner's sales settings: the defaults of new listings (a tab of the owner's listings page). */
export const SalesSettingsPanel = observer(() => {
  const presenter = usePagePresenterOf(SalesSettingsPresenter);
  const [started] = useState(() => presenter);
  useEffect(() => {
    void started.load();
  }, [started]);
  if (presenter.status !== 'ready') return <PanelState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />;
  return <Form presenter={presenter} />;
});

export default SalesSettingsPanel;
