import { useTranslation } from 'react-i18next';

/**
 * What a back-office page shows while it loads, or when it cannot (sign-in refused, not staff, not found, an error),
 * in the texts of its group of pages (`namespace`: backoffice, backoffice-messages, backoffice-boats).
 */
export const StaffPageState = ({
  namespace,
  status,
  errorKey,
  onRetry,
  notFoundKey = `${namespace}:errors.notFound`,
  signInKey = `${namespace}:state.retry`,
}: {
  namespace: string;
  status: string;
  errorKey: string | null;
  onRetry: () => void;
  notFoundKey?: string;
  signInKey?: string;
}) => {
  const { t } = useTranslation([namespace, 'common']);
  if (status === 'loading') return <div className="skeleton-block" aria-busy="true" aria-label={t(`${namespace}:state.loading`)} />;
  const key =
    status === 'signInRequired'
      ? `${namespace}:errors.signInRequired`
      : status === 'forbidden'
        ? `${namespace}:errors.staffOnly`
        : status === 'notFound'
          ? (errorKey ?? notFoundKey)
          : (errorKey ?? 'common:errors.server');
  return (
    <div className="results-state" role="alert">
      <p>{t(key)}</p>
      {status !== 'forbidden' && status !== 'notFound' && (
        <button type="button" className="button primary" onClick={onRetry}>
          {status === 'signInRequired' ? t(signInKey) : t(`${namespace}:state.retry`)}
        </button>
      )}
    </div>
  );
};
