import type { ReportableError } from './reportable-error';

/**
 * The known autofill-handler error: injected by in-app browsers and iOS webviews, not by our code.
 * WebKit says "Can't find variable: _AutofillCallbackHandler", Chromium
 * "_AutofillCallbackHandler is not defined"; we match the identifier so both are dropped.
 */
export const AUTOFILL_HANDLER_IDENTIFIER = '_AutofillCallbackHandler';

/** The legacy client's text for a response body that could not be parsed. */
export const HTTP_PARSE_FAILURE_TEXT = 'Http failure during parsing';

// The legacy client's text for a status 0 failure: "Http failure response for <url>: 0 Unknown Error".
const HTTP_STATUS_ZERO_TEXT = /Http failure response for .*: 0(?: |$)/;

/**
 * Spec section 8: error reports drop failed-to-parse HTTP errors, HTTP status 0 failures and the
 * known autofill-handler error.
 * - `decode` failures are the failed-to-parse HTTP errors of our own adapters.
 * - `network` failures are what the legacy client reported as status 0 (fetch rejected: offline,
 *   CORS, aborted), so they are dropped with `http` failures of status 0.
 * - The legacy texts are matched in any message too, for errors raised outside our adapters.
 */
export function shouldDropError(error: ReportableError): boolean {
  switch (error.kind) {
    case 'decode':
    case 'network':
      return true;
    case 'http':
      return error.status === 0 || isDroppedMessage(error.message);
    case 'exception':
      return isDroppedMessage(error.message);
  }
}

function isDroppedMessage(message: string): boolean {
  return (
    message.includes(HTTP_PARSE_FAILURE_TEXT) ||
    message.includes(AUTOFILL_HANDLER_IDENTIFIER) ||
    HTTP_STATUS_ZERO_TEXT.test(message)
  );
}
