import type { ActivityGateway } from '../../application/activity/activity-gateway';
import { lazyGateway } from '../http/lazy-gateway';

/** The activity page's gateway, loaded (with its codecs) with the activity page. */
export const lazyActivityGateway = (loader: () => Promise<ActivityGateway>): ActivityGateway => lazyGateway(loader);
