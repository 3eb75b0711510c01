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
  /** Professional owners' teammates (issue [6]). */
  team: {
    inviteSubject: '{{owner}} invites you to their team on Seaway',
    inviteBody: '{{owner}} invites you to share the inbox of their fleet on Seaway: you will read and answer tenants’ enquiries and messages about their boats, and take the leads given to you.\n\nSign in (or create an account) with this email address, {{email}}, then accept the invitation: {{link}}',
    signedFor: '{{name}} for {{owner}}',
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
  requestAnswer: {
    acceptedSubject: 'Booking {{reference}} confirmed by the owner',
    tenantAccepted: '{{name}} accepted your booking request for {{product}} ({{dates}}): your booking is confirmed. The {{amount}} held on your card has now been charged.\n\nYour booking: {{link}}',
    ownerAccepted: 'You accepted the booking request {{reference}} for {{product}} ({{dates}}). The {{amount}} held on the tenant’s card has been charged.\n\nThe booking: {{link}}',
    declinedSubject: 'Booking request {{reference}} declined',
    tenantDeclined: 'The owner declined your booking request for {{product}} ({{dates}}).\n{{reason}}{{refund}}\n\nYour booking: {{link}}',
    ownerDeclined: 'You declined the booking request {{reference}} for {{product}} ({{dates}}). The dates are free again in your calendar and the tenant gets their money back.\n\nThe booking: {{link}}',
    ownerMessage: 'The owner’s message: “{{reason}}”',
    expiredSubject: 'Booking request {{reference}} expired',
    tenantExpired: 'The owner did not answer your booking request for {{product}} ({{dates}}) in time, so it has expired.\n{{refund}}\n\nYour booking: {{link}}',
    ownerExpired: 'The booking request {{reference}} for {{product}} ({{dates}}) expired without an answer. The dates are free again in your calendar and the tenant gets their money back.\n\nThe booking: {{link}}',
    released: 'The {{amount}} held on your card is released; it leaves your statement within a few days.',
    paidBack: 'We are paying {{amount}} back to your card.',
  },
  push: {
    newRequestTitle: 'New booking request',
    newRequestBody: '{{name}} asks to book {{product}} ({{dates}}). Answer before {{deadline}}.',
    newBookingTitle: 'New booking',
    newBookingBody: '{{name}} has booked {{product}} ({{dates}}).',
    newMessageTitle: 'Message from {{name}}',
    newMessageBody: 'About {{product}}: {{text}}',
    cancelledTitle: 'Booking {{reference}} cancelled',
    cancelledBody: '{{product}} ({{dates}}) is free again in your calendar.',
  },
  econtract: {
    checkIn: 'check-in contract',
    checkOut: 'check-out contract',
    signedSubject: 'Your {{document}} for booking {{reference}} is signed',
    signedBody: 'The {{document}} of {{product}} ({{dates}}) was signed on {{date}} by {{owner}} (owner) and {{tenant}} (tenant).\nIts content is recorded and cannot be changed; its fingerprint (SHA-256) is:\n{{hash}}\n\nView or print it: {{link}}',
    claimSubject: 'Damage claim on booking {{reference}}',
    claimBody: 'At check-out, {{owner}} reported new damage to {{product}} and claims {{amount}} from your deposit of {{deposit}}. Our team reviews the claim with the signed contract and its photos, then tells you its decision.\n\nThe check-out contract: {{link}}',
    smsCode: 'Seaway: {{code}} is your code to confirm the {{document}} of booking {{reference}}. It expires in 10 minutes.',
  },
  /** Staff actions on a booking (back office, issue [7]). */
  staffBooking: {
    byStaff: 'the Seaway team',
    refundNone: 'Nothing is refunded.',
    refundSubject: 'Refund for booking {{reference}}',
    refundBody: 'We are paying {{amount}} back to your card for booking {{reference}} ({{product}}, {{dates}}). It reaches your account within a few days.\n\nYour booking: {{link}}',
    datesSubject: 'New dates for booking {{reference}}',
    datesTenantBody: 'The Seaway team has moved your booking {{reference}} of {{product}}: previously {{oldDates}}, now {{dates}}. The price does not change.\n\nYour booking: {{link}}',
    datesOwnerBody: 'The Seaway team has moved booking {{reference}} of {{product}}: previously {{oldDates}}, now {{dates}}. Your calendar shows the new dates; the price does not change.\n\nThe booking: {{link}}',
  },
  /** Staff's decision on a damage claim (back office, issue [7]), to the tenant and the owner. */
  damageDecision: {
    subject: 'Decision on the damage claim of booking {{reference}}',
    tenantBody: 'Our team has reviewed the damage claim {{owner}} made at the check-out of {{product}} (booking {{reference}}), with both signed contracts and their photos.\n\nDecision: of your deposit of {{deposit}}, {{owner}} keeps {{granted}} ({{claimed}} claimed) and {{released}} goes back to you.\nOur team’s note: {{note}}\n\nThe check-out contract: {{link}}',
    ownerBody: 'Our team has reviewed the damage claim you made at the check-out of {{product}} (booking {{reference}}), with both signed contracts and their photos.\n\nDecision: of the deposit of {{deposit}}, you keep {{granted}} ({{claimed}} claimed) and give {{released}} back to {{tenant}}.\nOur team’s note: {{note}}\n\nThe check-out contract: {{link}}',
  },
  /** Staff's review of a listing (back office, issue [7]): paused or rejected with a reason, to the owner. */
  listingReview: {
    pausedSubject: 'Your listing “{{product}}” was paused by our team',
    pausedBody: 'Our team has paused your listing “{{product}}”: tenants no longer find it in search.\n\nReason: {{reason}}\n\nOnce you have looked at it, you can publish it again from your listings: {{link}}',
    rejectedSubject: 'Your listing “{{product}}” was not accepted',
    rejectedBody: 'Our team has reviewed your listing “{{product}}” and could not accept it as it is: it is no longer shown to tenants.\n\nReason: {{reason}}\n\nEdit your listing and publish it again: {{link}}',
  },
  /** A proposal staff prepared for a tenant (back office, issue [7]): the boats, their prices and the link. */
  proposal: {
    subject: 'Boats selected for you, {{dates}}',
    body: 'Our team has selected {{count}} boats for your trip, {{dates}}, for {{people}} people:\n\n{{items}}\n{{message}}\nSee them and book the one you like (the prices are those of this selection): {{link}}',
    item: '- {{boat}} at {{harbour}}: {{price}}',
    message: 'A word from our team:\n{{text}}\n',
  },
};

export default en;
