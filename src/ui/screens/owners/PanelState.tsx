import { useTranslation } from 'react-i18next';

/** What an owners' panel shows while loading, or when it cannot load (sign-in refused, not an owner, an error). */
export const PanelState = ({ status, errorKey, onRetry }: { status: string; errorKey: string | null; onRetry: () => void }) => {
  const { t } = useTranslation(['owners', 'common']);
  if (status === 'loading') return <div className="skeleton-block" aria-busy="true" />;
  return (
    <div className="results-state" role="alert">
      <p>{status === 'signInRequired' ? t('owners:errors.signInRequired') : t(errorKey ?? 'common:errors.server')}</p>
      <button type="button" className="button primary" onClick={onRetry}>
        {t('owners:retry')}
      </button>
    </div>
  );
};

/** A saved-or-refused message next to what it is about. */
export const Notice = ({ notice }: { notice: { readonly key: string; readonly ok: boolean; readonly values?: Readonly<Record<string, string>> } | null }) => {
  const { t } = useTranslation(['owners', 'common']);
  if (!notice) return null;
  return (
    <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'notice' : 'field-error'}>
      {t(notice.key, notice.values ?? {})}
    </p>
  );
};
