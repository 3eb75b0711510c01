import { describeReportableError } from '../../domain/error-reporting/describe-reportable-error';
import type { ReportableError } from '../../domain/error-reporting/reportable-error';

const NAME_BY_KIND = { http: 'HttpFailure', decode: 'DecodeFailure', network: 'NetworkFailure' } as const;

/**
 * The Error handed to Sentry for a ReportableError: Sentry builds titles and stacks from Errors,
 * and `beforeSend` gets the ReportableError back from `hint.originalException`.
 */
export class ReportedError extends Error {
  readonly reportable: ReportableError;

  constructor(reportable: ReportableError) {
    super(reportable.kind === 'exception' ? reportable.message : describeReportableError(reportable));
    this.reportable = reportable;
    this.name = reportable.kind === 'exception' ? reportable.name : NAME_BY_KIND[reportable.kind];
    // keep the original stack so Sentry shows where it was thrown, not where it was reported
    if (reportable.kind === 'exception' && reportable.stack !== undefined) this.stack = reportable.stack;
  }
}
