import { normaliseHttpPath } from './http-failure-fingerprint';
import type { ReportableError } from './reportable-error';

/**
 * A one-line title for a report. HTTP-side failures name the normalised path, so that titles
 * group like fingerprints do; the raw path travels separately as context.
 */
export function describeReportableError(error: ReportableError): string {
  switch (error.kind) {
    case 'http':
      return `HTTP ${error.status} ${normaliseHttpPath(error.path)}: ${error.message}`;
    case 'decode':
      return `Decode failure ${normaliseHttpPath(error.path)}: ${error.message}`;
    case 'network':
      return `Network failure ${normaliseHttpPath(error.path)}: ${error.message}`;
    case 'exception':
      return `${error.name}: ${error.message}`;
  }
}
