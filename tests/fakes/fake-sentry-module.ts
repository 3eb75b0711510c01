import type { BrowserOptions, ErrorEvent, EventHint } from '@sentry/browser';
import type {
  SentryCaptureContext,
  SentryIntegration,
  SentryModule,
} from '../../src/adapters/error-reporting/sentry-error-reporter';

export interface RecordedCapture {
  readonly exception: unknown;
  readonly context: SentryCaptureContext | undefined;
  readonly eventId: string;
  /** What `beforeSend` returned: the event to send, or null when dropped. */
  readonly sent: ErrorEvent | null;
}

/**
 * Stands in for `@sentry/browser`: records the init options and captures, and runs the recorded
 * `beforeSend` on an event shaped like the SDK's, as the SDK does before sending.
 */
export class FakeSentryModule implements SentryModule {
  readonly inits: BrowserOptions[] = [];
  readonly captures: RecordedCapture[] = [];
  readonly integrationCalls: { readonly name: string; readonly options?: unknown }[] = [];
  private nextId = 0;

  init(options: BrowserOptions): undefined {
    this.inits.push(options);
    return undefined;
  }

  captureException(exception: unknown, context?: SentryCaptureContext): string {
    const eventId = this.newEventId();
    const error = exception instanceof Error ? exception : undefined;
    const event: ErrorEvent = {
      type: undefined,
      event_id: eventId,
      exception: { values: [{ type: error?.name ?? 'Error', value: error?.message ?? String(exception) }] },
    };
    this.captures.push({ exception, context, eventId, sent: this.runBeforeSend(event, { originalException: exception }) });
    return eventId;
  }

  /** An error the SDK's global handlers caught by themselves (no `report` call). */
  uncaught(event: Omit<ErrorEvent, 'type' | 'event_id'>, hint: EventHint = {}): ErrorEvent | null {
    return this.runBeforeSend({ ...event, type: undefined, event_id: this.newEventId() }, hint);
  }

  linkedErrorsIntegration(options: { limit: number }): SentryIntegration {
    this.integrationCalls.push({ name: 'LinkedErrors', options });
    return { name: 'LinkedErrors' };
  }

  browserTracingIntegration(): SentryIntegration {
    this.integrationCalls.push({ name: 'BrowserTracing' });
    return { name: 'BrowserTracing' };
  }

  browserProfilingIntegration(): SentryIntegration {
    this.integrationCalls.push({ name: 'BrowserProfiling' });
    return { name: 'BrowserProfiling' };
  }

  private runBeforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
    const beforeSend = this.inits.at(-1)?.beforeSend;
    if (beforeSend === undefined) return event;
    const result = beforeSend(event, hint);
    if (result !== null && 'then' in result) throw new Error('the fake expects a synchronous beforeSend');
    return result;
  }

  private newEventId(): string {
    this.nextId += 1;
    return `event-${this.nextId}`;
  }
}
