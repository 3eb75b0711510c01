import { useTranslation } from 'react-i18next';
import { StaffPageState } from '../StaffPageState';

/** A listing or proposal page's state (their texts: the `backoffice-boats` namespace). */
export const BoatsPageState = (props: { status: string; errorKey: string | null; onRetry: () => void }) => (
  <StaffPageState namespace="backoffice-boats" {...props} />
);

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
