import type { AfterBookingGateway, ConversationGateway, ProfileGateway } from '../../application/account/ports';
import { lazyGateway } from '../http/lazy-gateway';

/**
 * The account's gateways, each loaded (with the contract's codecs) on its first call so the first screen does not
 * carry them. Bind as `lazyAfterBookingGateway(async () => new (await import('./http-after-booking-gateway')).HttpAfterBookingGateway(http))`.
 */
export const lazyAfterBookingGateway = (loader: () => Promise<AfterBookingGateway>): AfterBookingGateway => lazyGateway(loader);

/** The conversations gateway (the header's unread badge makes its first call soon after sign-in). */
export const lazyConversationGateway = (loader: () => Promise<ConversationGateway>): ConversationGateway => lazyGateway(loader);

/** The profile gateway, loaded with the profile page. */
export const lazyProfileGateway = (loader: () => Promise<ProfileGateway>): ProfileGateway => lazyGateway(loader);
