import type { SessionUser } from '../auth/sessions';
import type { AppEnv } from '../http/env';

/** The back office's routes: the staff role was checked once for all (routes/backoffice.ts); `staff` is who acts. */
export interface StaffEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { staff: SessionUser };
}
