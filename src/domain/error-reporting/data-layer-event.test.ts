import { describe, expect, it } from 'vitest';
import { dataLayerEvent } from './data-layer-event';

describe('dataLayerEvent', () => {
  it('is a sentry_error event with the event id and the message', () => {
    expect(dataLayerEvent('abc123', 'Boom')).toEqual({ event: 'sentry_error', eventId: 'abc123', message: 'Boom' });
  });

  it('keeps the first 255 characters of a long message', () => {
    const event = dataLayerEvent('id', `${'a'.repeat(255)}b`);
    expect(event.message).toBe('a'.repeat(255));
  });

  it('keeps a message of exactly 255 characters whole', () => {
    expect(dataLayerEvent('id', 'x'.repeat(255)).message).toHaveLength(255);
  });
});
