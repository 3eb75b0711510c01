import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { stepOfField as stepOf, type EcontractPresenter } from '../../../application/econtract/econtract-presenter';
import { ContractSummary } from './ContractSummary';
import { Differences } from './Differences';

/** What is still missing (each with a way back to its step), the differences at check-out, and the summary. */
export const ReviewStep = observer(({ presenter }: { presenter: EcontractPresenter }) => {
  const { t } = useTranslation('econtract');
  const problems = presenter.problems;
  return (
    <section className="econtract-card" aria-labelledby="econtract-review">
      <h2 id="econtract-review">{t('review.title')}</h2>
      {problems.length === 0 ? (
        <p className="notice success">{t('review.ready')}</p>
      ) : (
        <div className="econtract-missing" role="alert">
          <p>{t('review.missing')}</p>
          <ul>
            {problems.map((p, i) => (
              <li key={`${p.field}-${i}`}>
                <button type="button" className="link-button" onClick={() => presenter.stepChosen(stepOf(p.field))}>
                  {t(`steps.${stepOf(p.field)}`)}: {t(p.key)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Differences presenter={presenter} />
      <ContractSummary presenter={presenter} />
      {problems.length === 0 && presenter.editable && (
        <Link className="button primary econtract-big" href={presenter.href('confirm')}>
          {t('review.toConfirm')}
        </Link>
      )}
    </section>
  );
});
