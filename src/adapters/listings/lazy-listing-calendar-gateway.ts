import type { ListingCalendarGateway } from '../../application/listings/listing-calendar-gateway';
import { lazyGateway } from '../http/lazy-gateway';

/** A listing's calendar gateway, loaded (with its codecs) on the calendar's first call. */
export const lazyListingCalendarGateway = (loader: () => Promise<ListingCalendarGateway>): ListingCalendarGateway => lazyGateway(loader);
