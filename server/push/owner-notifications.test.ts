import { describe, expect, it } from 'vitest';
import { EMAIL_TEXTS } from '../emails/email-texts';
import { pushNoticeOf } from './owner-notifications';

describe('pushNoticeOf', () => {
  it('a new request names the tenant, the boat, the dates and the deadline (UTC), and opens the booking', () => {
    const notice = pushNoticeOf(
      { kind: 'newBooking', isDirect: false, bookingId: 42, tenantFirstName: 'Tessa', productName: 'Bavaria 46', startDate: '2026-06-10', endDate: '2026-06-13', responseBefore: '2026-06-03T09:00:00.000Z' },
      EMAIL_TEXTS.en,
      'en',
    );
    expect(notice).toEqual({
      title: 'New booking request',
      body: 'Tessa asks to book Bavaria 46 (June 10, 2026 – June 13, 2026). Answer before 2026-06-03 09:00 UTC.',
      data: { type: 'bookingRequest', bookingId: '42', url: '/booking/42/detail', objectType: 'booking', objectId: '42' },
    });
  });

  it('speaks the recipient’s language; an instant booking is a booking', () => {
    const notice = pushNoticeOf(
      { kind: 'newBooking', isDirect: true, bookingId: 7, tenantFirstName: 'Tessa', productName: 'Bavaria 46', startDate: '2026-06-10', endDate: '2026-06-10', responseBefore: null },
      EMAIL_TEXTS.fr,
      'fr',
    );
    expect(notice.title).toBe('Nouvelle réservation');
    expect(notice.body).toBe('Tessa a réservé Bavaria 46 (10 juin 2026).');
    expect(notice.data.type).toBe('booking');
  });

  it('a message is cut to one short line; a cancellation opens the booking', () => {
    const message = pushNoticeOf({ kind: 'newMessage', authorFirstName: 'Tessa', productName: 'Bavaria 46', text: `Hello\n\n${'x'.repeat(400)}`, path: '/account/chat/abc/booking-1' }, EMAIL_TEXTS.en, 'en');
    expect(message.title).toBe('Message from Tessa');
    expect([...message.body]).toHaveLength(180);
    expect(message.body.startsWith('About Bavaria 46: Hello x')).toBe(true);
    expect(message.data).toEqual({ type: 'message', url: '/account/chat/abc/booking-1', objectType: 'conversation', objectId: 'abc' });
    const cancelled = pushNoticeOf({ kind: 'cancelled', bookingId: 9, reference: 'SW-000009', productName: 'Bavaria 46', startDate: '2026-06-10', endDate: '2026-06-12' }, EMAIL_TEXTS.de, 'de');
    expect(cancelled.title).toBe('Buchung SW-000009 storniert');
    expect(cancelled.data).toEqual({ type: 'cancellation', bookingId: '9', url: '/booking/9/detail', objectType: 'booking', objectId: '9' });
  });
});
