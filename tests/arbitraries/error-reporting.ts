import fc from 'fast-check';
import type { ReportableError } from '../../src/domain/error-reporting/reportable-error';

const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/);
const digits = fc.stringMatching(/^\d{1,12}$/);
const uuid = fc.uuid();
const hexHash = fc.stringMatching(/^[0-9a-f]{16,40}$/).filter((s) => /\d/.test(s));

/** A path segment: a word (possibly with digits, like 'v6'), an id of some kind, or odd text. */
export const pathSegmentArb = fc.oneof(
  { weight: 4, arbitrary: word },
  { weight: 2, arbitrary: digits },
  { weight: 1, arbitrary: uuid },
  { weight: 1, arbitrary: hexHash },
  { weight: 1, arbitrary: fc.constantFrom('', '{id}', 'v6', '%20', '..') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }).filter((s) => !/[/?#]/.test(s)) },
);

/** A request path as adapters see it: maybe absolute, maybe with a query and a hash. */
export const httpPathArb = fc
  .record({
    origin: fc.option(fc.constantFrom('https://seaway.example', 'http://localhost:8080', 'HTTPS://CDN.example:443'), {
      nil: undefined,
    }),
    segments: fc.array(pathSegmentArb, { maxLength: 8 }),
    query: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
    hash: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
  })
  .map(
    ({ origin, segments, query, hash }) =>
      `${origin ?? ''}/${segments.join('/')}${query === undefined ? '' : `?${query}`}${hash === undefined ? '' : `#${hash}`}`,
  );

/** Any text, including the odd path. */
export const anyPathArb = fc.oneof(httpPathArb, fc.string({ maxLength: 40 }));

export const httpStatusArb = fc.oneof(fc.constant(0), fc.integer({ min: 100, max: 599 }));

export const reportableErrorArb: fc.Arbitrary<ReportableError> = fc.oneof(
  fc.record({ kind: fc.constant('http' as const), path: anyPathArb, status: httpStatusArb, message: fc.string() }),
  fc.record({ kind: fc.constant('decode' as const), path: anyPathArb, message: fc.string() }),
  fc.record({ kind: fc.constant('network' as const), path: anyPathArb, message: fc.string() }),
  fc.record(
    { kind: fc.constant('exception' as const), name: fc.string({ maxLength: 20 }), message: fc.string(), stack: fc.string() },
    { requiredKeys: ['kind', 'name', 'message'] },
  ),
);
