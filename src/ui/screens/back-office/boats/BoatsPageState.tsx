import { useTranslation } from 'react-i18next';

/** What a listing or proposal page shows while it loads, or when it cannot (sign-in refused, not staff, not found, an error). */
export const BoatsPageState = ({ status, errorKey, onRetry }: { status: string; errorKey: string | null; onRetry: () => void }) => {
  const { t } = useTranslation(['backoffice-boats', 'common']);
  if (status === 'loading') return <div className="skeleton-block" aria-busy="true" aria-label={t('backoffice-boats:state.loading')} />;
  const key =
    status === 'signInRequired'
      ? 'backoffice-boats:errors.signInRequired'
      : status === 'forbidden'
        ? 'backoffice-boats:errors.staffOnly'
        : status === 'notFound'
          ? (errorKey ?? 'backoffice-boats:errors.notFound')
          : (errorKey ?? 'common:errors.server');
  return (
    <div className="results-state" role="alert">
      <p>{t(key)}</p>
      {status !== 'forbidden' && status !== 'notFound' && (
        <button type="button" className="button primary" onClick={onRetry}>
          {t('backoffice-boats:state.retry')}
        </button>
      )}
    </div>
  );
};

/** A field's problem under it, announced. */
export const FieldProblem = ({ id, problemKey }: { id: string; problemKey: string | undefined | null }) => {
  const { t } = useTranslation('backoffice-boats');
  if (!problemKey) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {t(problemKey)}
    </p>
  );
};
