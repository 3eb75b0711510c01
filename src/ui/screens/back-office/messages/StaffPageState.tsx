import { useTranslation } from 'react-i18next';
import { StaffPageState as SharedStaffPageState } from '../StaffPageState';

/** A messages or damage claim page's state (their texts: the `backoffice-messages` namespace). */
export const StaffPageState = (props: { status: string; errorKey: string | null; onRetry: () => void }) => (
  <SharedStaffPageState namespace="backoffice-messages" {...props} />
);

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
