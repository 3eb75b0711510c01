import { describe, expect, it } from 'vitest';
import { ownerEmail, tenantEmail, type BookingNotice } from './booking-emails';

const notice: BookingNotice = {
  bookingRequestId: 42,
  hash: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  reference: 'SW-000042',
  status: 'awaitingOwner',
  isDirect: false,
  isActivity: false,
  productName: 'Lagoon 42 in Split',
  startDate: '2026-09-07',
  endDate: '2026-09-10',
  numberOfPeople: 4,
  amountPaid: 123_450,
  responseBefore: '2026-06-03T09:00:00.000Z',
  tenantEmail: 'tenant@demo.seaway.test',
  tenantFirstName: 'Tessa',
  tenantLastName: 'Marin',
  ownerEmail: 'owner@demo.seaway.test',
  ownerFirstName: 'Olivier',
};

describe('booking emails', () => {
  it('tell the tenant the reference, dates and amounts, and when the owner answers', () => {
    const email = tenantEmail(notice, { balancePaymentAmount: 50_000, harborAmount: 20_000 }, 'https://seaway.example');
    expect(email.to).toBe('tenant@demo.seaway.test');
    expect(email.subject).toBe('Your booking request SW-000042');
    expect(email.text).toContain('Reference: SW-000042');
    expect(email.text).toContain('Dates: 2026-09-07 to 2026-09-10');
    expect(email.text).toContain('Paid now: €1,234.50');
    expect(email.text).toContain('Balance to pay online later: €500');
    expect(email.text).toContain('To pay at the harbour: €200');
    expect(email.text).toContain('before 2026-06-03 09:00 UTC');
    expect(email.text).toContain('https://seaway.example/ps/AbCdEfGhIjKlMnOpQrStUvWxYz012345/success');
  });

  it('confirm an instant booking without amounts still due', () => {
    const email = tenantEmail({ ...notice, isDirect: true, status: 'paid', responseBefore: null, startDate: '2026-09-07', endDate: '2026-09-07' }, { balancePaymentAmount: 0, harborAmount: 0 }, 'http://x');
    expect(email.subject).toBe('Your booking SW-000042 is confirmed');
    expect(email.text).toContain('Dates: 2026-09-07\n');
    expect(email.text).not.toContain('Balance');
    expect(email.text).not.toContain('harbour');
  });

  it('ask the owner to answer a request, naming the tenant by first name and initial', () => {
    const email = ownerEmail(notice, 'http://x');
    expect(email).toMatchObject({ to: 'owner@demo.seaway.test', subject: 'New booking request SW-000042: Lagoon 42 in Split' });
    expect(email.text).toContain('Tessa M. asks to book Lagoon 42 in Split.');
    expect(email.text).toContain('Please accept or decline the request before 2026-06-03 09:00 UTC.');
    expect(ownerEmail({ ...notice, isDirect: true }, 'http://x').text).not.toContain('accept or decline');
  });
});
