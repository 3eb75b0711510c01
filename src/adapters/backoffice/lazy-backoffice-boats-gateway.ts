import type { BackOfficeBoatsGateway } from '../../application/backoffice/backoffice-boats-port';
import { lazyGateway } from '../http/lazy-gateway';

/** The back office's listing and proposal gateway, loaded (with its codecs) on a staff page's first call. */
export const lazyBackOfficeBoatsGateway = (loader: () => Promise<BackOfficeBoatsGateway>): BackOfficeBoatsGateway => lazyGateway(loader);
