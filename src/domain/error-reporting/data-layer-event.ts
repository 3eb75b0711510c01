/** Spec section 8: only the first 255 characters of the message go to the data layer. */
export const DATA_LAYER_MESSAGE_LIMIT = 255;

export const SENTRY_ERROR_EVENT = 'sentry_error';

// a type alias (not an interface) so that it fits the Analytics port's Record<string, unknown>
export type SentryErrorDataLayerEvent = {
  readonly event: typeof SENTRY_ERROR_EVENT;
  readonly eventId: string;
  readonly message: string;
};

/** The data-layer event pushed for every reported error. */
export function dataLayerEvent(eventId: string, message: string): SentryErrorDataLayerEvent {
  return { event: SENTRY_ERROR_EVENT, eventId, message: message.slice(0, DATA_LAYER_MESSAGE_LIMIT) };
}
