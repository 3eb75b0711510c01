import type { Either } from 'fp-ts/lib/Either';
import type { ConsentEventBody, ConsentEventRecorded } from '../../contract/consent';
import type { ApiFailure } from '../shared/api-failure';

/** Records each answer of the consent banner on the server (spec section 7: POST /metrics/didomi). */
export interface ConsentGateway {
  record(body: ConsentEventBody): Promise<Either<ApiFailure, ConsentEventRecorded>>;
}
