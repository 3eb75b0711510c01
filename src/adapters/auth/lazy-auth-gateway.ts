import type { AuthGateway } from '../../application/auth/auth-gateway';
import { lazyGateway } from '../http/lazy-gateway';

/** The sign-in gateway, loaded (with the auth contract's codecs) on its first call: the funnel opens after the first screen. */
export const lazyAuthGateway = (loader: () => Promise<AuthGateway>): AuthGateway => lazyGateway(loader);
