import type { BackOfficeBookingsGateway } from '../../application/backoffice/back-office-bookings-port';
import { lazyGateway } from '../http/lazy-gateway';

/** The back office's bookings gateway, loaded (with its codecs) by the first back-office page that calls it. */
export const lazyBackOfficeBookingsGateway = (loader: () => Promise<BackOfficeBookingsGateway>): BackOfficeBookingsGateway => lazyGateway(loader);
