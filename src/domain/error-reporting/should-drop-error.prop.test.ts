import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyPathArb, reportableErrorArb } from '../../../tests/arbitraries/error-reporting';
import { AUTOFILL_HANDLER_IDENTIFIER, HTTP_PARSE_FAILURE_TEXT, shouldDropError } from './should-drop-error';

const plainMessage = fc.stringMatching(/^[A-Za-z ,.']{0,60}$/);

describe('shouldDropError properties', () => {
  it('always drops decode and network failures', () => {
    fc.assert(
      fc.property(fc.constantFrom('decode' as const, 'network' as const), anyPathArb, fc.string(), (kind, path, message) => {
        expect(shouldDropError({ kind, path, message })).toBe(true);
      }),
    );
  });

  it('always drops status 0 and keeps other statuses with a plain message', () => {
    fc.assert(
      fc.property(anyPathArb, fc.integer({ min: 0, max: 599 }), plainMessage, (path, status, message) => {
        expect(shouldDropError({ kind: 'http', path, status, message })).toBe(status === 0);
      }),
    );
  });

  it('drops any error whose message holds a known marker', () => {
    fc.assert(
      fc.property(
        reportableErrorArb,
        fc.string(),
        fc.constantFrom(AUTOFILL_HANDLER_IDENTIFIER, HTTP_PARSE_FAILURE_TEXT),
        fc.string(),
        (error, before, marker, after) => {
          expect(shouldDropError({ ...error, message: `${before}${marker}${after}` })).toBe(true);
        },
      ),
    );
  });

  it('keeps exceptions with a plain message', () => {
    fc.assert(
      fc.property(fc.string(), plainMessage, (name, message) => {
        expect(shouldDropError({ kind: 'exception', name, message })).toBe(false);
      }),
    );
  });
});
