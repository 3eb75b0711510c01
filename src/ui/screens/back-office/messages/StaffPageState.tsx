import { useTranslation } from 'react-i18next';

/** What a back-office page shows while it loads, or when it cannot (sign-in refused, not staff, not found, an error). */
export const StaffPageState = ({ status, errorKey, onRetry }: { status: string; errorKey: string | null; onRetry: () => void }) => {
  const { t } = useTranslation(['backoffice-messages', 'common']);
  if (status === 'loading') return <div className="skeleton-block" aria-busy="true" aria-label={t('backoffice-messages:state.loading')} />;
  const key =
    status === 'signInRequired'
      ? 'backoffice-messages:errors.signInRequired'
      : status === 'forbidden'
        ? 'backoffice-messages:errors.staffOnly'
        : status === 'notFound'
          ? (errorKey ?? 'backoffice-messages:errors.notFound')
          : (errorKey ?? 'common:errors.server');
  return (
    <div className="results-state" role="alert">
      <p>{t(key)}</p>
      {status !== 'forbidden' && status !== 'notFound' && (
        <button type="button" className="button primary" onClick={onRetry}>
          {t('backoffice-messages:state.retry')}
        </button>
      )}
    </div>
  );
};

/** A saved-or-refused message next to what it is about. */
export const StaffNoticeView = ({ notice }: { notice: { readonly key: string; readonly ok: boolean; readonly values?: Readonly<Record<string, string>> } | null }) => {
  const { t } = useTranslation(['backoffice-messages', 'common']);
  if (!notice) return null;
  return (
    <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'notice success' : 'field-error'}>
      {t(notice.key, notice.values ?? {})}
    </p>
  );
};
