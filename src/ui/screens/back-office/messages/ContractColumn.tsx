import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ContractView, DamageClaimPresenter, PhotoView } from '../../../../application/backoffice/damage-claim-presenter';

const Photos = ({ photos, presenter, contractLabel }: { photos: readonly PhotoView[]; presenter: DamageClaimPresenter; contractLabel: string }) => {
  const { t } = useTranslation('backoffice-messages');
  if (photos.length === 0) return null;
  return (
    <ul className="bo-photos">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          {/* A button, so the keyboard opens it too; the full size opens in a dialog. */}
          <button type="button" className="bo-thumb" onClick={() => presenter.photoOpened(photo)} aria-label={t('claim.openPhoto', { index: index + 1, contract: contractLabel })}>
            <img src={photo.url} alt="" loading="lazy" width={120} height={90} />
          </button>
        </li>
      ))}
    </ul>
  );
};

/** One contract of the booking: when it was signed, its readings, how the deposit is held, its damages and photos. */
export const ContractColumn = observer(({ title, contract, presenter }: { title: string; contract: ContractView | null; presenter: DamageClaimPresenter }) => {
  const { t } = useTranslation(['backoffice-messages', 'econtract']);
  return (
    <section className="bo-card" aria-label={title}>
      <h3>{title}</h3>
      {contract === null ? (
        <p className="muted">{t('backoffice-messages:claim.noContract')}</p>
      ) : (
        <>
          <p className="muted small">{contract.signed ? t('backoffice-messages:claim.signedAt', { date: contract.signedAt }) : t('backoffice-messages:claim.notSigned')}</p>
          <dl className="bo-readings">
            <dt>{t('backoffice-messages:claim.fuel')}</dt>
            <dd>{contract.fuelPercent === null ? t('backoffice-messages:claim.notFilled') : t('backoffice-messages:claim.fuelValue', { percent: contract.fuelPercent })}</dd>
            <dt>{t('backoffice-messages:claim.hours')}</dt>
            <dd>{contract.engineHours === null ? t('backoffice-messages:claim.notFilled') : contract.engineHours}</dd>
            <dt>{t('backoffice-messages:claim.depositMethod')}</dt>
            <dd>{contract.depositMethod === null ? t('backoffice-messages:claim.notFilled') : t(contract.depositMethod)}</dd>
          </dl>
          <h4>{t('backoffice-messages:claim.damages')}</h4>
          {contract.damages.length === 0 ? (
            <p className="muted">{t('backoffice-messages:claim.noDamage')}</p>
          ) : (
            <ul className="bo-messages">
              {contract.damages.map((damage) => (
                <li key={damage.id} className="bo-message">
                  <strong>{t(damage.zoneKey)}</strong>
                  {damage.note && <p className="bo-text">{damage.note}</p>}
                  {damage.photos.length === 0 ? <p className="muted small">{t('backoffice-messages:claim.noPhotos')}</p> : <Photos photos={damage.photos} presenter={presenter} contractLabel={title} />}
                </li>
              ))}
            </ul>
          )}
          {contract.otherPhotos.length > 0 && (
            <>
              <h4>{t('backoffice-messages:claim.otherPhotos')}</h4>
              <Photos photos={contract.otherPhotos} presenter={presenter} contractLabel={title} />
            </>
          )}
          <p className="bo-hash">{t('backoffice-messages:claim.hash', { hash: contract.contentHash })}</p>
        </>
      )}
    </section>
  );
});
