import { useTranslation } from 'react-i18next';
import { StaffPageState } from '../StaffPageState';

/** A bookings page's state (their texts: the `backoffice` namespace). */
export const StaffState = (props: { status: string; errorKey: string | null; onRetry: () => void }) => (
  <StaffPageState namespace="backoffice" notFoundKey="backoffice:errors.bookingNotFound" signInKey="backoffice:shell.signIn" {...props} />
);

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
