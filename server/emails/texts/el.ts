import type { EmailTexts } from '../email-texts-shape';

/** The emails of the after-booking flows, in Greek (translated from en.ts; {{placeholders}} kept). */
const el: EmailTexts = {
  greeting: 'Γεια σας {{name}},',
  signature: 'Seaway',
  paymentReceived: {
    subject: 'Λάβαμε πληρωμή για την κράτηση {{reference}}',
    body: 'Λάβαμε {{amount}} για {{what}} της κράτησης {{reference}} ({{dates}}).\n\nΗ κράτησή σας: {{link}}',
  },
  what: { balance: 'το υπόλοιπο', insurance: 'την ασφάλεια', change: 'την αλλαγή' },
  balanceReminder: {
    subject: 'Το υπόλοιπο της κράτησης {{reference}} οφείλεται έως {{date}}',
    body: 'Το υπόλοιπο της κράτησής σας {{reference}} ({{product}}, {{dates}}) είναι {{amount}} και πρέπει να πληρωθεί έως {{date}}.\nΠληρώστε το εδώ: {{link}}\n\nΑν παραμείνει απλήρωτο μετά τις {{lastDay}}, η κράτηση θα ακυρωθεί σύμφωνα με την πολιτική ακύρωσής της.',
  },
  cancelled: {
    subject: 'Η κράτηση {{reference}} ακυρώθηκε',
    tenantBody: 'Η κράτηση {{reference}} ({{product}}, {{dates}}) ακυρώθηκε. Ακύρωση από: {{who}}.\n{{refund}}\n\n{{link}}',
    ownerBody: 'Η κράτηση {{reference}} ({{product}}, {{dates}}) ακυρώθηκε. Ακύρωση από: {{who}}. Οι ημερομηνίες είναι ξανά ελεύθερες στο ημερολόγιό σας.\n\n{{link}}',
    refundYes: 'Σας επιστρέφουμε {{amount}} στην κάρτα σας.',
    refundNo: 'Σύμφωνα με την πολιτική ακύρωσης, δεν επιστρέφεται κανένα ποσό.',
    byTenant: '{{name}} (ενοικιαστής)',
    byOwner: '{{name}} (ιδιοκτήτης)',
    bySystem: 'Seaway, επειδή το υπόλοιπο δεν πληρώθηκε εγκαίρως',
  },
  newMessage: {
    subject: '{{name}}: νέο μήνυμα σχετικά με {{product}}',
    body: '{{name}} σας έγραψε σχετικά με {{product}}:\n\n{{text}}\n\nΑπάντηση: {{link}}',
  },
  reviewRequest: {
    subject: 'Πώς ήταν η εκδρομή σας; ({{reference}})',
    body: 'Ελπίζουμε να απολαύσατε την εκδρομή σας. Πείτε στους επόμενους ενοικιαστές πώς πήγε: {{link}}',
  },
  booking: {
    tenantSubjectConfirmed: 'Η κράτησή σας {{reference}} επιβεβαιώθηκε',
    tenantSubjectRequest: 'Το αίτημα κράτησής σας {{reference}}',
    tenantConfirmed: 'Η κράτησή σας για {{product}} επιβεβαιώθηκε.',
    tenantRequest: 'Το αίτημα κράτησής σας για {{product}} στάλθηκε στον ιδιοκτήτη, ο οποίος θα απαντήσει έως {{deadline}}. Αν το αίτημα απορριφθεί, θα σας επιστραφεί ολόκληρο το ποσό.',
    tenantRequestSoon: 'Το αίτημα κράτησής σας για {{product}} στάλθηκε στον ιδιοκτήτη, ο οποίος θα απαντήσει σύντομα. Αν το αίτημα απορριφθεί, θα σας επιστραφεί ολόκληρο το ποσό.',
    reference: 'Κωδικός κράτησης: {{reference}}',
    dates: 'Ημερομηνίες: {{dates}}',
    people: 'Άτομα: {{people}}',
    paidNow: 'Πληρώσατε τώρα: {{amount}}',
    balanceLater: 'Υπόλοιπο προς πληρωμή online αργότερα: {{amount}}',
    harbour: 'Πληρωτέο στο λιμάνι: {{amount}}',
    yourBooking: 'Η κράτησή σας: {{link}}',
    ownerSubjectBooking: 'Νέα κράτηση {{reference}}: {{product}}',
    ownerSubjectRequest: 'Νέο αίτημα κράτησης {{reference}}: {{product}}',
    ownerBooked: '{{name}}: νέα κράτηση για {{product}}.',
    ownerAsks: '{{name}}: αίτημα κράτησης για {{product}}.',
    paidByTenant: 'Πληρώθηκε online από τον ενοικιαστή: {{amount}}',
    answerBefore: 'Παρακαλούμε αποδεχτείτε ή απορρίψτε το αίτημα έως {{deadline}}.',
    answerSoon: 'Παρακαλούμε αποδεχτείτε ή απορρίψτε το αίτημα.',
    conversations: 'Οι συνομιλίες σας: {{link}}',
  },
  modification: {
    subject: 'Το αίτημα αλλαγής σας για την κράτηση {{reference}}',
    declined: 'Ο ιδιοκτήτης απέρριψε το αίτημα αλλαγής σας. Η κράτησή σας παραμένει ως είχε.',
    accepted: 'Ο ιδιοκτήτης αποδέχτηκε το αίτημα αλλαγής σας. Πληρώστε τη διαφορά για να ισχύσει η αλλαγή: {{link}}',
    applied: 'Ο ιδιοκτήτης αποδέχτηκε το αίτημα αλλαγής σας: η κράτησή σας ισχύει πλέον για τις νέες ημερομηνίες.',
  },
};

export default el;
