import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATA_LAYER_MESSAGE_LIMIT, dataLayerEvent } from './data-layer-event';

describe('dataLayerEvent properties', () => {
  it('keeps a prefix of at most 255 characters, and the whole of a shorter message', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 600 }), (eventId, message) => {
        const event = dataLayerEvent(eventId, message);
        expect(event.event).toBe('sentry_error');
        expect(event.eventId).toBe(eventId);
        expect(event.message.length).toBeLessThanOrEqual(DATA_LAYER_MESSAGE_LIMIT);
        expect(message.startsWith(event.message)).toBe(true);
        if (message.length <= DATA_LAYER_MESSAGE_LIMIT) expect(event.message).toBe(message);
      }),
    );
  });
});
