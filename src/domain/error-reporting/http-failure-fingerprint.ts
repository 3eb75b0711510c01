/** What replaces an id segment of a path, so that failures on the same endpoint group together. */
export const ID_PLACEHOLDER = '{id}';

const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;
const DIGITS = /^\d+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Long hex hashes (checkout session hashes, tokens); a digit is required so that words survive.
const HEX_HASH = /^(?=[^\d]*\d)[0-9a-f]{16,}$/i;

/**
 * The path of a request as a grouping key: origin, query and hash removed, and every id segment
 * (digits only, a UUID or a long hex hash) replaced by `{id}`.
 * '/api/v6/checkout/123/price?x=1' → '/api/v6/checkout/{id}/price'. Idempotent; always starts with '/'.
 */
export function normaliseHttpPath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const withoutOrigin = withoutQuery.replace(ORIGIN, '');
  const normalised = withoutOrigin
    .split('/')
    .map((segment) => (isIdSegment(segment) ? ID_PLACEHOLDER : segment))
    .join('/');
  return normalised.startsWith('/') ? normalised : `/${normalised}`;
}

/** Spec section 8: HTTP failure messages are grouped by path (ids replaced) and status. */
export function httpFailureFingerprint(path: string, status: number): string[] {
  return ['http-failure', normaliseHttpPath(path), String(status)];
}

function isIdSegment(segment: string): boolean {
  return DIGITS.test(segment) || UUID.test(segment) || HEX_HASH.test(segment);
}
