/**
 * Port: sends a push notification to one registered device of the native app (spec section 7 "Device and tracking":
 * the app registers its FCM token with POST /account/device). Two adapters: the local outbox (default, like the dev
 * email outbox) and Firebase Cloud Messaging's HTTP v1 API when it is configured.
 */
export interface PushMessage {
  /** The user the device belongs to (the outbox records it). */
  readonly userId: number;
  /** The device's FCM registration token. */
  readonly token: string;
  readonly title: string;
  readonly body: string;
  /** What the app opens when tapped: string values only (FCM's rule). */
  readonly data: Readonly<Record<string, string>>;
}

/** sent: accepted by the provider; unregistered: the token is no longer valid (the app was removed or reinstalled). */
export type PushResult = 'sent' | 'unregistered';

export interface PushSender {
  readonly kind: 'outbox' | 'fcm';
  /** Throws PushDeliveryError when the provider cannot be reached or refuses (never with a secret in the message). */
  send(message: PushMessage): Promise<PushResult>;
}

export class PushDeliveryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PushDeliveryError';
  }
}
