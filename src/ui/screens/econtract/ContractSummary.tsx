import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EcontractPresenter } from '../../../application/econtract/econtract-presenter';
import { StoredPhoto } from './Photos';

/** The contract as both parties confirm it and as it prints: every field, the damages with their photos. */
export const ContractSummary = observer(({ presenter }: { presenter: EcontractPresenter }) => {
  const { t } = useTranslation(['econtract', 'search']);
  const view = presenter.view!;
  const data = presenter.data;
  const notFilled = <span className="muted">{t('econtract:summary.notFilled')}</span>;
  return (
    <section className="econtract-summary" aria-labelledby="econtract-summary">
      <h2 id="econtract-summary">
        {t('econtract:summary.document', { document: t(`econtract:titles.${view.direction}`), reference: view.reference })}
      </h2>
      <dl className="econtract-facts">
        <dt>{t('econtract:summary.boat')}</dt>
        <dd>{view.boat.name}</dd>
        <dt>{t('econtract:summary.dates')}</dt>
        <dd>
          {presenter.day(view.startDate)} – {presenter.day(view.endDate)}
        </dd>
        <dt>{t('econtract:summary.owner')}</dt>
        <dd>{view.owner.name}</dd>
        <dt>{t('econtract:summary.tenant')}</dt>
        <dd>{data.fullName.trim() || notFilled}</dd>
        <dt>{t('econtract:summary.licence')}</dt>
        <dd>{data.licenceNumber.trim() || (view.licenceRequired ? notFilled : t('econtract:identity.licenceNotNeeded'))}</dd>
        <dt>{t('econtract:summary.fuel')}</dt>
        <dd>{data.fuelPercent === null ? notFilled : `${data.fuelPercent} %`}</dd>
        <dt>{t('econtract:summary.hours')}</dt>
        <dd>{data.engineHours === null ? notFilled : presenter.hours(data.engineHours)}</dd>
        <dt>{t('econtract:summary.deposit')}</dt>
        <dd>{view.deposit > 0 ? presenter.deposit : t('econtract:deposit.noDeposit')}</dd>
        <dt>{t('econtract:summary.heldBy')}</dt>
        <dd>{data.depositMethod ? t(`econtract:deposit.${data.depositMethod}`) : notFilled}</dd>
        {presenter.claim && (
          <>
            <dt>{t('econtract:summary.claim')}</dt>
            <dd>{presenter.claim}</dd>
          </>
        )}
      </dl>
      {presenter.equipmentRows.length > 0 && (
        <>
          <h3>{t('econtract:summary.equipment')}</h3>
          <ul className="econtract-summary-list">
            {presenter.equipmentRows.map((row) => (
              <li key={row.id} className={row.state && row.state !== 'present' ? 'econtract-worse' : undefined}>
                {t(row.labelKey)}: {row.state ? t(`econtract:equipment.${row.state}`) : t('econtract:summary.notFilled')}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('econtract:summary.damages')}</h3>
      {data.damages.length === 0 ? (
        <p>{t('econtract:summary.noDamage')}</p>
      ) : (
        <ol className="econtract-summary-list">
          {data.damages.map((d) => (
            <li key={d.id}>
              <strong>{t(`econtract:zones.${d.zone}`)}</strong> {d.note}
              <span className="econtract-photos">
                {d.photoIds.map((id) => (
                  <StoredPhoto key={id} url={presenter.photoUrls.get(id)} label={t(`econtract:zones.${d.zone}`)} />
                ))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
