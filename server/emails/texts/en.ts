import type { EmailTexts } from '../email-texts-shape';

/** The emails of the after-booking flows, in English (the model of the other languages; {{placeholders}} kept). */
const en: EmailTexts = {
  greeting: 'Hello {{name}},',
  signature: 'Seaway',
  paymentReceived: {
    subject: 'Payment received for booking {{reference}}',
    body: 'We received {{amount}} for {{what}} of booking {{reference}} ({{dates}}).\n\nYour booking: {{link}}',
  },
  what: { balance: 'the balance', insurance: 'the insurance', change: 'the change' },
  balanceReminder: {
    subject: 'Balance of booking {{reference}} due on {{date}}',
    body: 'The balance of your booking {{reference}} ({{product}}, {{dates}}) is {{amount}}, due on {{date}}.\nPay it here: {{link}}\n\nIf it is still unpaid after {{lastDay}}, the booking is cancelled under its cancellation policy.',
  },
  cancelled: {
    subject: 'Booking {{reference}} cancelled',
    tenantBody: 'Booking {{reference}} ({{product}}, {{dates}}) was cancelled by {{who}}.\n{{refund}}\n\n{{link}}',
    ownerBody: 'Booking {{reference}} ({{product}}, {{dates}}) was cancelled by {{who}}. The dates are free again in your calendar.\n\n{{link}}',
    refundYes: 'We are paying {{amount}} back to your card.',
    refundNo: 'Under the cancellation policy, nothing is refunded.',
    byTenant: '{{name}} (the tenant)',
    byOwner: '{{name}} (the owner)',
    bySystem: 'Seaway, as the balance was not paid in time',
  },
  newMessage: {
    subject: 'New message from {{name}} about {{product}}',
    body: '{{name}} wrote to you about {{product}}:\n\n{{text}}\n\nAnswer: {{link}}',
  },
  reviewRequest: {
    subject: 'How was your trip? ({{reference}})',
    body: 'We hope you enjoyed your trip. Tell the next tenants how it went: {{link}}',
  },
  booking: {
    tenantSubjectConfirmed: 'Your booking {{reference}} is confirmed',
    tenantSubjectRequest: 'Your booking request {{reference}}',
    tenantConfirmed: 'Your booking of {{product}} is confirmed.',
    tenantRequest: 'Your booking request for {{product}} has been sent to the owner, who answers before {{deadline}}. If the request is declined you are refunded in full.',
    tenantRequestSoon: 'Your booking request for {{product}} has been sent to the owner, who answers shortly. If the request is declined you are refunded in full.',
    reference: 'Reference: {{reference}}',
    dates: 'Dates: {{dates}}',
    people: 'People: {{people}}',
    paidNow: 'Paid now: {{amount}}',
    balanceLater: 'Balance to pay online later: {{amount}}',
    harbour: 'To pay at the harbour: {{amount}}',
    yourBooking: 'Your booking: {{link}}',
    ownerSubjectBooking: 'New booking {{reference}}: {{product}}',
    ownerSubjectRequest: 'New booking request {{reference}}: {{product}}',
    ownerBooked: '{{name}} has booked {{product}}.',
    ownerAsks: '{{name}} asks to book {{product}}.',
    paidByTenant: 'Paid online by the tenant: {{amount}}',
    answerBefore: 'Please accept or decline the request before {{deadline}}.',
    answerSoon: 'Please accept or decline the request.',
    conversations: 'Your conversations: {{link}}',
  },
  modification: {
    subject: 'Your change request for booking {{reference}}',
    declined: 'The owner declined your change request; your booking stays as it was.',
    accepted: 'The owner accepted your change request. Pay the difference to apply it: {{link}}',
    applied: 'The owner accepted your change request: your booking has its new dates.',
  },
};

export default en;
