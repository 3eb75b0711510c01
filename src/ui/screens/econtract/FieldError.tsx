import { useTranslation } from 'react-i18next';

/** A field's message (a message key of the presenter), announced to screen readers. */
export const FieldError = ({ id, messageKey }: { id: string; messageKey: string | null }) => {
  const { t } = useTranslation('econtract');
  if (!messageKey) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {t(messageKey)}
    </p>
  );
};
