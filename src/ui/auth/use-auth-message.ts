import { useTranslation } from 'react-i18next';

/**
 * Presenters emit message keys of the auth namespace (the domain's "auth.validation.…" keys among them) or, for
 * errors the server explained itself, its message: a key is translated, a message shown as it is.
 */
export const useAuthMessage = () => {
  const { t, i18n } = useTranslation('auth');
  return (message: string | undefined): string | undefined => {
    if (message === undefined || message === '') return undefined;
    return i18n.exists(message, { ns: 'auth' }) ? t(message) : message;
  };
};
