/** A text to deliver to a phone: as an SMS, or read out by a voice call. */
export interface SmsMessage {
  /** E.164 ("+33612345678"). */
  readonly phone: string;
  readonly text: string;
  readonly channel: 'sms' | 'call';
}

/** Port: delivers validation codes. Rejects with SmsDeliveryError when the message could not be handed over. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}
