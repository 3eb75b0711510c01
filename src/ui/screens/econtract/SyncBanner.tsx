import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EcontractPresenter } from '../../../application/econtract/econtract-presenter';

/** Where what was typed stands: saved, on its way, or kept on this phone until the connection is back. */
export const SyncBanner = observer(({ presenter }: { presenter: EcontractPresenter }) => {
  const { t } = useTranslation('econtract');
  const { sync, pendingPhotos } = presenter;
  const waiting = pendingPhotos.filter((p) => p.errorKey === null).length;
  if (sync === 'idle' && waiting === 0) return null;
  const tone = sync === 'offline' || sync === 'rejected' || sync === 'error' || sync === 'signInRequired' ? 'warning' : sync === 'saved' || sync === 'signed' ? 'ok' : 'info';
  const text = sync === 'error' && presenter.syncErrorKey ? `${t('sync.error')} (${t(presenter.syncErrorKey)})` : sync === 'idle' ? '' : t(`sync.${sync}`);
  return (
    <div className={`econtract-sync ${tone}`} role="status" aria-live="polite">
      {text && <span>{text}</span>}
      {waiting > 0 && <span>{t('sync.photosWaiting', { count: waiting })}</span>}
      {(sync === 'offline' || sync === 'error') && (
        <button type="button" className="button econtract-big" onClick={() => void presenter.sendNow()}>
          {t('sync.sendNow')}
        </button>
      )}
    </div>
  );
});
