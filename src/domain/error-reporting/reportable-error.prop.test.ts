import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportableErrorArb } from '../../../tests/arbitraries/error-reporting';
import { isReportableError, reportableErrorFromUnknown } from './reportable-error';

describe('reportableErrorFromUnknown properties', () => {
  it('never throws and always gives a ReportableError', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withMap: true, withSet: true }), (value) => {
        expect(isReportableError(reportableErrorFromUnknown(value))).toBe(true);
      }),
    );
  });

  it('leaves a ReportableError unchanged', () => {
    fc.assert(
      fc.property(reportableErrorArb, (error) => {
        expect(reportableErrorFromUnknown(error)).toBe(error);
      }),
    );
  });
});
