import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { EcontractPresenter } from '../../../application/econtract/econtract-presenter';

/** The signed contract: when, by whom and how, its content hash, a print button, and what comes next. */
export const SignedBlock = observer(({ presenter }: { presenter: EcontractPresenter }) => {
  const { t } = useTranslation('econtract');
  const view = presenter.view!;
  const contract = view.contract!;
  return (
    <section className="econtract-card econtract-signed" aria-labelledby="econtract-signed">
      <h2 id="econtract-signed">{t('signed.title')}</h2>
      {contract.signedAt && <p>{t('signed.at', { date: presenter.instant(contract.signedAt) })}</p>}
      <ul className="econtract-parties">
        {presenter.parties.map((party) => (
          <li key={party.party}>
            {t(`confirm.roles.${party.party}`)}:{' '}
            {party.confirmedAt ? t('confirm.confirmed', { name: party.name, date: party.confirmedAt, method: t(`confirm.methods.${party.method ?? 'session'}`) }) : party.name}
          </li>
        ))}
      </ul>
      <p>
        <strong>{t('signed.hash')}</strong>
        <br />
        <code className="econtract-hash">{contract.contentHash}</code>
        <br />
        <span className="muted">{t('signed.hashHint')}</span>
      </p>
      {view.claim && (
        <p className="notice">{t('signed.claim', { amount: presenter.money(view.claim.amount), status: t(`signed.claimStatus.${view.claim.status}`) })}</p>
      )}
      <p className="econtract-step-buttons">
        <button type="button" className="button primary econtract-big" onClick={() => window.print()}>
          {t('signed.print')}
        </button>
        {view.direction === 'in' && view.myRole !== 'staff' && (
          <Link className="button econtract-big" href={presenter.href('checkOut')}>
            {t('signed.checkOut')}
          </Link>
        )}
      </p>
    </section>
  );
});
