import { FUNNEL_TRIGGERS, type FunnelTrigger } from '../../domain/auth/funnel-triggers';
import type { Authenticator } from './authenticator';
import { safeReturnTo } from './return-to';

/** What a host page asks for (issue [12]): the funnel opened with one of the spec's triggers, and where to go after. */
export interface EmbeddedLoginRequest {
  readonly origin: FunnelTrigger;
  readonly returnTo?: string;
}

/** What the host page learns: success with the user's first name, or aborted; a request it got wrong is refused. */
export type EmbeddedLoginResult =
  | { readonly status: 'success'; readonly firstName: string }
  | { readonly status: 'aborted' }
  | { readonly status: 'refused'; readonly reason: string };

/**
 * A host page's request as it came (any value: it is not our code): the origin must be one of the spec's triggers;
 * `returnTo`, when given, a path of this site. A reason otherwise.
 */
export const readEmbeddedLoginRequest = (value: unknown): EmbeddedLoginRequest | { readonly refused: string } => {
  if (typeof value !== 'object' || value === null) return { refused: 'openLogin takes an object: { origin, returnTo? }' };
  const { origin, returnTo } = value as { origin?: unknown; returnTo?: unknown };
  if (typeof origin !== 'string' || !(FUNNEL_TRIGGERS as readonly string[]).includes(origin)) {
    return { refused: `origin must be one of ${FUNNEL_TRIGGERS.join(', ')}` };
  }
  if (returnTo === undefined || returnTo === null) return { origin: origin as FunnelTrigger };
  const safe = typeof returnTo === 'string' ? safeReturnTo(returnTo) : undefined;
  if (safe === undefined) return { refused: 'returnTo must be a path of this site (/…)' };
  return { origin: origin as FunnelTrigger, returnTo: safe };
};

/** What the use case needs of the session and of the page. */
export interface EmbeddedSession {
  readonly user: { readonly firstName: string } | undefined;
}
export interface PageLocation {
  assign(path: string): void;
}

/**
 * The sign-in funnel opened by a page that is not ours (issue [12]): one request at a time, the outcome told back,
 * then the page goes to `returnTo` after a success. A user already signed in succeeds at once.
 */
export class EmbeddedLogin {
  private pending: Promise<EmbeddedLoginResult> | undefined;

  constructor(
    private readonly authenticator: Authenticator,
    private readonly session: EmbeddedSession,
    private readonly location: PageLocation,
  ) {}

  open(value: unknown): Promise<EmbeddedLoginResult> {
    const request = readEmbeddedLoginRequest(value);
    if ('refused' in request) return Promise.resolve({ status: 'refused', reason: request.refused });
    // A second call while the funnel is open waits for the same outcome instead of opening another.
    this.pending ??= this.run(request).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async run(request: EmbeddedLoginRequest): Promise<EmbeddedLoginResult> {
    const outcome = await this.authenticator.authenticate(request.origin);
    if (outcome.kind === 'aborted') return { status: 'aborted' };
    const result: EmbeddedLoginResult = { status: 'success', firstName: this.session.user?.firstName ?? '' };
    if (request.returnTo !== undefined) this.location.assign(request.returnTo);
    return result;
  }
}
