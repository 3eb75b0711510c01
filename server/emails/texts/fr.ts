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
  /** Professional owners' teammates (issue [6]). */
  team: {
    inviteSubject: 'Invitation de {{owner}} à rejoindre son équipe sur Seaway',
    inviteBody: '{{owner}} vous invite à partager la messagerie de sa flotte sur Seaway : vous lirez et répondrez aux demandes et messages des locataires sur ses bateaux, et prendrez en charge les prospects qui vous sont confiés.\n\nConnectez-vous (ou créez un compte) avec cette adresse e-mail, {{email}}, puis acceptez l’invitation : {{link}}',
    signedFor: '{{name}} pour {{owner}}',
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
  requestAnswer: {
    acceptedSubject: 'Réservation {{reference}} confirmée par le propriétaire',
    tenantAccepted: '{{name}} a accepté votre demande de réservation pour {{product}} ({{dates}}) : votre réservation est confirmée. Le montant de {{amount}} bloqué sur votre carte a maintenant été débité.\n\nVotre réservation : {{link}}',
    ownerAccepted: 'Vous avez accepté la demande de réservation {{reference}} pour {{product}} ({{dates}}). Le montant de {{amount}} bloqué sur la carte du locataire a été débité.\n\nLa réservation : {{link}}',
    declinedSubject: 'Demande de réservation {{reference}} refusée',
    tenantDeclined: 'Le propriétaire a refusé votre demande de réservation pour {{product}} ({{dates}}).\n{{reason}}{{refund}}\n\nVotre réservation : {{link}}',
    ownerDeclined: 'Vous avez refusé la demande de réservation {{reference}} pour {{product}} ({{dates}}). Les dates sont de nouveau libres dans votre calendrier et le locataire est remboursé.\n\nLa réservation : {{link}}',
    ownerMessage: 'Message du propriétaire : « {{reason}} »',
    expiredSubject: 'Demande de réservation {{reference}} expirée',
    tenantExpired: 'Le propriétaire n’a pas répondu à temps à votre demande de réservation pour {{product}} ({{dates}}) : elle a expiré.\n{{refund}}\n\nVotre réservation : {{link}}',
    ownerExpired: 'La demande de réservation {{reference}} pour {{product}} ({{dates}}) a expiré sans réponse. Les dates sont de nouveau libres dans votre calendrier et le locataire est remboursé.\n\nLa réservation : {{link}}',
    released: 'Le montant de {{amount}} bloqué sur votre carte est libéré ; il disparaîtra de votre relevé d’ici quelques jours.',
    paidBack: 'Nous vous remboursons {{amount}} sur votre carte.',
  },
  push: {
    newRequestTitle: 'Nouvelle demande de réservation',
    newRequestBody: '{{name}} souhaite réserver {{product}} ({{dates}}). Répondez avant le {{deadline}}.',
    newBookingTitle: 'Nouvelle réservation',
    newBookingBody: '{{name}} a réservé {{product}} ({{dates}}).',
    newMessageTitle: 'Message de {{name}}',
    newMessageBody: 'À propos de {{product}} : {{text}}',
    cancelledTitle: 'Réservation {{reference}} annulée',
    cancelledBody: '{{product}} ({{dates}}) est de nouveau libre dans votre calendrier.',
  },
  econtract: {
    checkIn: 'contrat de check-in',
    checkOut: 'contrat de check-out',
    signedSubject: 'Votre {{document}} pour la réservation {{reference}} est signé',
    signedBody: 'Le {{document}} de {{product}} ({{dates}}) a été signé le {{date}} par {{owner}} (propriétaire) et {{tenant}} (locataire).\nSon contenu est enregistré et ne peut plus être modifié ; son empreinte (SHA-256) est :\n{{hash}}\n\nLe consulter ou l’imprimer : {{link}}',
    claimSubject: 'Demande d’indemnisation pour la réservation {{reference}}',
    claimBody: 'Au check-out, {{owner}} a signalé un nouveau dommage sur {{product}} et demande {{amount}} sur votre caution de {{deposit}}. Notre équipe examine la demande avec le contrat signé et ses photos, puis vous informe de sa décision.\n\nLe contrat de check-out : {{link}}',
    smsCode: 'Seaway : {{code}} est votre code pour confirmer le {{document}} de la réservation {{reference}}. Il expire dans 10 minutes.',
  },
  /** Staff actions on a booking (back office, issue [7]). */
  staffBooking: {
    byStaff: 'l’équipe Seaway',
    refundNone: 'Rien n’est remboursé.',
    refundSubject: 'Remboursement pour la réservation {{reference}}',
    refundBody: 'Nous vous remboursons {{amount}} sur votre carte pour la réservation {{reference}} ({{product}}, {{dates}}). Le montant apparaît sur votre compte d’ici quelques jours.\n\nVotre réservation : {{link}}',
    datesSubject: 'Nouvelles dates pour la réservation {{reference}}',
    datesTenantBody: 'L’équipe Seaway a déplacé votre réservation {{reference}} de {{product}} : auparavant {{oldDates}}, désormais {{dates}}. Le prix ne change pas.\n\nVotre réservation : {{link}}',
    datesOwnerBody: 'L’équipe Seaway a déplacé la réservation {{reference}} de {{product}} : auparavant {{oldDates}}, désormais {{dates}}. Votre calendrier affiche les nouvelles dates ; le prix ne change pas.\n\nLa réservation : {{link}}',
  },
  damageDecision: {
    subject: 'Décision sur la demande d’indemnisation de la réservation {{reference}}',
    tenantBody: 'Notre équipe a examiné la demande d’indemnisation faite par {{owner}} au check-out de {{product}} (réservation {{reference}}), avec les deux contrats signés et leurs photos.\n\nDécision : sur votre caution de {{deposit}}, {{owner}} conserve {{granted}} ({{claimed}} demandés) et {{released}} vous est restitué.\nNote de notre équipe : {{note}}\n\nLe contrat de check-out : {{link}}',
    ownerBody: 'Notre équipe a examiné la demande d’indemnisation que vous avez faite au check-out de {{product}} (réservation {{reference}}), avec les deux contrats signés et leurs photos.\n\nDécision : sur la caution de {{deposit}}, vous conservez {{granted}} ({{claimed}} demandés) et restituez {{released}} à {{tenant}}.\nNote de notre équipe : {{note}}\n\nLe contrat de check-out : {{link}}',
  },
  /** Staff's review of a listing (back office, issue [7]): paused or rejected with a reason, to the owner. */
  listingReview: {
    pausedSubject: 'Votre annonce « {{product}} » a été mise en pause par notre équipe',
    pausedBody: 'Notre équipe a mis en pause votre annonce « {{product}} » : les locataires ne la trouvent plus dans la recherche.\n\nMotif : {{reason}}\n\nUne fois vérifiée, vous pouvez la publier à nouveau depuis vos annonces : {{link}}',
    rejectedSubject: 'Votre annonce « {{product}} » n’a pas été acceptée',
    rejectedBody: 'Notre équipe a examiné votre annonce « {{product}} » et n’a pas pu l’accepter en l’état : elle n’est plus montrée aux locataires.\n\nMotif : {{reason}}\n\nModifiez votre annonce et publiez-la à nouveau : {{link}}',
  },
  /** A proposal staff prepared for a tenant (back office, issue [7]): the boats, their prices and the link. */
  proposal: {
    subject: 'Des bateaux choisis pour vous, {{dates}}',
    body: 'Notre équipe a choisi {{count}} bateaux pour votre séjour, {{dates}}, pour {{people}} personnes :\n\n{{items}}\n{{message}}\nDécouvrez-les et réservez celui qui vous plaît (aux prix de cette sélection) : {{link}}',
    item: '- {{boat}} à {{harbour}} : {{price}}',
    message: 'Un mot de notre équipe :\n{{text}}\n',
  },
};

export default fr;
