/**
 * An error worth reporting, in the shapes the app produces: the three tagged failures of an
 * HTTP adapter (GUIDE section 1, "The API contract") and any other thrown exception.
 */
export type ReportableError =
  | { readonly kind: 'http'; readonly path: string; readonly status: number; readonly message: string }
  | { readonly kind: 'decode'; readonly path: string; readonly message: string }
  | { readonly kind: 'network'; readonly path: string; readonly message: string }
  | { readonly kind: 'exception'; readonly name: string; readonly message: string; readonly stack?: string };

export type ReportableErrorKind = ReportableError['kind'];

/** The message used when a thrown value cannot even be read. */
export const UNREADABLE_VALUE = 'Unreadable thrown value';

/**
 * Turns any thrown value (an uncaught error, a rejected promise's reason) into an exception
 * report. Never throws: odd values (null, objects with getters that throw) become a text.
 */
export function reportableErrorFromUnknown(value: unknown): ReportableError {
  try {
    if (isReportableError(value)) return value;
    if (value instanceof Error) {
      const name = safeText(value.name);
      const message = safeText(value.message);
      return typeof value.stack === 'string'
        ? { kind: 'exception', name, message, stack: value.stack }
        : { kind: 'exception', name, message };
    }
    return { kind: 'exception', name: 'Error', message: safeText(value) };
  } catch {
    // a hostile value (throwing getter, revoked proxy): report that something odd was thrown
    return { kind: 'exception', name: 'Error', message: UNREADABLE_VALUE };
  }
}

/** True for a value already shaped as a ReportableError (structural check of its fields). */
export function isReportableError(value: unknown): value is ReportableError {
  if (typeof value !== 'object' || value === null) return false;
  try {
    if (typeof field(value, 'message') !== 'string') return false;
    switch (field(value, 'kind')) {
      case 'http':
        return typeof field(value, 'path') === 'string' && typeof field(value, 'status') === 'number';
      case 'decode':
      case 'network':
        return typeof field(value, 'path') === 'string';
      case 'exception': {
        const stack = field(value, 'stack');
        return typeof field(value, 'name') === 'string' && (stack === undefined || typeof stack === 'string');
      }
      default:
        return false;
    }
  } catch {
    // a throwing getter or proxy trap: not one of ours
    return false;
  }
}

function field(value: object, key: string): unknown {
  return Reflect.get(value, key);
}

function safeText(value: unknown): string {
  try {
    return String(value);
  } catch {
    // e.g. Object.create(null) has no toString
    return Object.prototype.toString.call(value);
  }
}
