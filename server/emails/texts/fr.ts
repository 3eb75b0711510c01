import type { EmailTexts } from '../email-texts-shape';

/** The emails of the after-booking flows, in French (translated from en.ts; {{placeholders}} kept). */
const fr: EmailTexts = {
  greeting: 'Bonjour {{name}},',
  signature: 'Seaway',
  paymentReceived: {
    subject: 'Paiement reçu pour la réservation {{reference}}',
    body: 'Nous avons reçu {{amount}} pour {{what}} de la réservation {{reference}} ({{dates}}).\n\nVotre réservation : {{link}}',
  },
  what: { balance: 'le solde', insurance: 'l’assurance', change: 'la modification' },
  balanceReminder: {
    subject: 'Solde de la réservation {{reference}} à régler le {{date}}',
    body: 'Le solde de votre réservation {{reference}} ({{product}}, {{dates}}) s’élève à {{amount}}, à régler au plus tard le {{date}}.\nPayez-le ici : {{link}}\n\nS’il n’est toujours pas réglé après le {{lastDay}}, la réservation sera annulée selon ses conditions d’annulation.',
  },
  cancelled: {
    subject: 'Réservation {{reference}} annulée',
    tenantBody: 'La réservation {{reference}} ({{product}}, {{dates}}) a été annulée par {{who}}.\n{{refund}}\n\n{{link}}',
    ownerBody: 'La réservation {{reference}} ({{product}}, {{dates}}) a été annulée par {{who}}. Les dates sont de nouveau libres dans votre calendrier.\n\n{{link}}',
    refundYes: 'Nous vous remboursons {{amount}} sur votre carte.',
    refundNo: 'Selon les conditions d’annulation, aucun remboursement n’est prévu.',
    byTenant: '{{name}} (locataire)',
    byOwner: '{{name}} (propriétaire)',
    bySystem: 'Seaway, le solde n’ayant pas été réglé à temps',
  },
  newMessage: {
    subject: 'Nouveau message de {{name}} concernant {{product}}',
    body: '{{name}} vous a écrit au sujet de {{product}} :\n\n{{text}}\n\nRépondre : {{link}}',
  },
  reviewRequest: {
    subject: 'Comment s’est passée votre sortie ? ({{reference}})',
    body: 'Nous espérons que votre sortie vous a plu. Racontez aux prochains locataires comment elle s’est passée : {{link}}',
  },
  booking: {
    tenantSubjectConfirmed: 'Votre réservation {{reference}} est confirmée',
    tenantSubjectRequest: 'Votre demande de réservation {{reference}}',
    tenantConfirmed: 'Votre réservation de {{product}} est confirmée.',
    tenantRequest: 'Votre demande de réservation pour {{product}} a été transmise au propriétaire, qui y répondra avant le {{deadline}}. Si elle est refusée, le montant payé vous sera intégralement remboursé.',
    tenantRequestSoon: 'Votre demande de réservation pour {{product}} a été transmise au propriétaire, qui y répondra sous peu. Si elle est refusée, le montant payé vous sera intégralement remboursé.',
    reference: 'Référence : {{reference}}',
    dates: 'Dates réservées : {{dates}}',
    people: 'Personnes : {{people}}',
    paidNow: 'Déjà payé : {{amount}}',
    balanceLater: 'Solde à payer en ligne plus tard : {{amount}}',
    harbour: 'À payer au port : {{amount}}',
    yourBooking: 'Votre réservation : {{link}}',
    ownerSubjectBooking: 'Nouvelle réservation {{reference}} : {{product}}',
    ownerSubjectRequest: 'Nouvelle demande de réservation {{reference}} : {{product}}',
    ownerBooked: '{{name}} a réservé {{product}}.',
    ownerAsks: '{{name}} souhaite réserver {{product}}.',
    paidByTenant: 'Payé en ligne par le locataire : {{amount}}',
    answerBefore: 'Merci d’accepter ou de refuser la demande avant le {{deadline}}.',
    answerSoon: 'Merci d’accepter ou de refuser la demande.',
    conversations: 'Vos conversations : {{link}}',
  },
  modification: {
    subject: 'Votre demande de modification de la réservation {{reference}}',
    declined: 'Le propriétaire a refusé votre demande de modification ; votre réservation reste inchangée.',
    accepted: 'Le propriétaire a accepté votre demande de modification. Payez la différence pour l’appliquer : {{link}}',
    applied: 'Le propriétaire a accepté votre demande de modification : votre réservation porte désormais sur les nouvelles dates.',
  },
};

export default fr;
