import { useTranslation } from 'react-i18next';

/** What a back-office page shows while it loads, or when it cannot (sign-in refused, not staff, not found, an error). */
export const StaffState = ({ status, errorKey, onRetry }: { status: string; errorKey: string | null; onRetry: () => void }) => {
  const { t } = useTranslation(['backoffice', 'common']);
  if (status === 'loading') return <div className="skeleton-block" aria-busy="true" aria-label={t('backoffice:state.loading')} />;
  const key =
    status === 'signInRequired'
      ? 'backoffice:errors.signInRequired'
      : status === 'forbidden'
        ? 'backoffice:errors.staffOnly'
        : status === 'notFound'
          ? (errorKey ?? 'backoffice:errors.bookingNotFound')
          : (errorKey ?? 'common:errors.server');
  return (
    <div className="results-state" role="alert">
      <p>{t(key)}</p>
      {status !== 'forbidden' && status !== 'notFound' && (
        <button type="button" className="button primary" onClick={onRetry}>
          {status === 'signInRequired' ? t('backoffice:shell.signIn') : t('backoffice:state.retry')}
        </button>
      )}
    </div>
  );
};

/** An action's outcome next to what it is about: a status when it went well, an alert otherwise. */
export const StaffNotice = ({ notice }: { notice: { readonly key: string; readonly ok: boolean; readonly values?: Readonly<Record<string, string | number>> } | null }) => {
  const { t } = useTranslation(['backoffice', 'common']);
  if (!notice) return null;
  return (
    <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'notice success' : 'alert'}>
      {t(notice.key, notice.values ?? {})}
    </p>
  );
};
