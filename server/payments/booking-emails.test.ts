import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '../../src/domain/currency/money';
import type { Recipient } from '../emails/email-texts';
import { ownerEmail, tenantEmail, type BookingNotice } from './booking-emails';

const TENANT: Recipient = { email: 'tenant@demo.seaway.test', firstName: 'Tessa', language: 'en', currency: DEFAULT_CURRENCY };
const OWNER: Recipient = { email: 'owner@demo.seaway.test', firstName: 'Olivier', language: 'en', currency: DEFAULT_CURRENCY };

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
  tenantId: 1,
  ownerId: 2,
  tenantEmail: 'tenant@demo.seaway.test',
  tenantFirstName: 'Tessa',
  tenantLastName: 'Marin',
  ownerEmail: 'owner@demo.seaway.test',
  ownerFirstName: 'Olivier',
};

describe('booking emails', () => {
  it('tell the tenant the reference, dates and amounts, and when the owner answers', () => {
    const email = tenantEmail(notice, { balancePaymentAmount: 50_000, harborAmount: 20_000 }, 'https://seaway.example', TENANT);
    expect(email.to).toBe('tenant@demo.seaway.test');
    expect(email.subject).toBe('Your booking request SW-000042');
    expect(email.text).toContain('Reference: SW-000042');
    expect(email.text).toContain('Dates: September 7, 2026 – September 10, 2026');
    expect(email.text).toContain('Paid now: €1,234.50');
    expect(email.text).toContain('Balance to pay online later: €500');
    expect(email.text).toContain('To pay at the harbour: €200');
    expect(email.text).toContain('before 2026-06-03 09:00 UTC');
    expect(email.text).toContain('https://seaway.example/ps/AbCdEfGhIjKlMnOpQrStUvWxYz012345/success');
  });

  it('confirm an instant booking without amounts still due', () => {
    const email = tenantEmail({ ...notice, isDirect: true, status: 'paid', responseBefore: null, startDate: '2026-09-07', endDate: '2026-09-07' }, { balancePaymentAmount: 0, harborAmount: 0 }, 'http://x', TENANT);
    expect(email.subject).toBe('Your booking SW-000042 is confirmed');
    expect(email.text).toContain('Dates: September 7, 2026\n');
    expect(email.text).not.toContain('Balance');
    expect(email.text).not.toContain('harbour');
  });

  it('ask the owner to answer a request, naming the tenant by first name and initial', () => {
    const email = ownerEmail(notice, 'http://x', OWNER);
    expect(email).toMatchObject({ to: 'owner@demo.seaway.test', subject: 'New booking request SW-000042: Lagoon 42 in Split' });
    expect(email.text).toContain('Tessa M. asks to book Lagoon 42 in Split.');
    expect(email.text).toContain('Please accept or decline the request before 2026-06-03 09:00 UTC.');
    expect(ownerEmail({ ...notice, isDirect: true }, 'http://x', OWNER).text).not.toContain('accept or decline');
  });

  it('write to each party in their own language and currency', () => {
    const french = tenantEmail(notice, { balancePaymentAmount: 0, harborAmount: 0 }, 'http://x', { ...TENANT, language: 'fr', currency: { code: 'USD', rate: 1.1, symbol: '$' } });
    expect(french.subject).not.toBe('Your booking request SW-000042');
    expect(french.subject).toContain('SW-000042');
    expect(french.text).toContain('Tessa');
    expect(french.text).toMatch(/1\s?234,50\s?€ \(≈ 1\s?357,95\s?\$US\)/);
  });
});
