import type { BackOfficeMessagesGateway } from '../../application/backoffice/backoffice-messages-port';
import { lazyGateway } from '../http/lazy-gateway';

/** The back office's messages gateway, loaded (with its codecs) on a staff page's first call. */
export const lazyBackOfficeMessagesGateway = (loader: () => Promise<BackOfficeMessagesGateway>): BackOfficeMessagesGateway => lazyGateway(loader);
