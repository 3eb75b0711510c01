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
  /** Professional owners' teammates (issue [6]). */
  team: {
    inviteSubject: 'Πρόσκληση από {{owner}} στην ομάδα στο Seaway',
    inviteBody: '{{owner}}: πρόσκληση να μοιραστείτε τα εισερχόμενα του στόλου στο Seaway. Θα διαβάζετε και θα απαντάτε στα αιτήματα και τα μηνύματα των ενοικιαστών για τα σκάφη και θα αναλαμβάνετε τους πελάτες που σας ανατίθενται.\n\nΣυνδεθείτε (ή δημιουργήστε λογαριασμό) με αυτή τη διεύθυνση email, {{email}}, και αποδεχτείτε την πρόσκληση: {{link}}',
    signedFor: '{{name}} εκ μέρους: {{owner}}',
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
  requestAnswer: {
    acceptedSubject: 'Η κράτηση {{reference}} επιβεβαιώθηκε από τον ιδιοκτήτη',
    tenantAccepted: 'Ο/Η {{name}} αποδέχτηκε το αίτημα κράτησής σας για {{product}} ({{dates}}): η κράτησή σας επιβεβαιώθηκε. Το ποσό των {{amount}} που είχε δεσμευτεί στην κάρτα σας χρεώθηκε τώρα.\n\nΗ κράτησή σας: {{link}}',
    ownerAccepted: 'Αποδεχτήκατε το αίτημα κράτησης {{reference}} για {{product}} ({{dates}}). Το ποσό των {{amount}} που είχε δεσμευτεί στην κάρτα του ενοικιαστή χρεώθηκε.\n\nΗ κράτηση: {{link}}',
    declinedSubject: 'Το αίτημα κράτησης {{reference}} απορρίφθηκε',
    tenantDeclined: 'Ο ιδιοκτήτης απέρριψε το αίτημα κράτησής σας για {{product}} ({{dates}}).\n{{reason}}{{refund}}\n\nΗ κράτησή σας: {{link}}',
    ownerDeclined: 'Απορρίψατε το αίτημα κράτησης {{reference}} για {{product}} ({{dates}}). Οι ημερομηνίες είναι ξανά ελεύθερες στο ημερολόγιό σας και ο ενοικιαστής παίρνει πίσω τα χρήματά του.\n\nΗ κράτηση: {{link}}',
    ownerMessage: 'Μήνυμα του ιδιοκτήτη: «{{reason}}»',
    expiredSubject: 'Το αίτημα κράτησης {{reference}} έληξε',
    tenantExpired: 'Ο ιδιοκτήτης δεν απάντησε εγκαίρως στο αίτημα κράτησής σας για {{product}} ({{dates}}), οπότε αυτό έληξε.\n{{refund}}\n\nΗ κράτησή σας: {{link}}',
    ownerExpired: 'Το αίτημα κράτησης {{reference}} για {{product}} ({{dates}}) έληξε χωρίς απάντηση. Οι ημερομηνίες είναι ξανά ελεύθερες στο ημερολόγιό σας και ο ενοικιαστής παίρνει πίσω τα χρήματά του.\n\nΗ κράτηση: {{link}}',
    released: 'Το ποσό των {{amount}} που είχε δεσμευτεί στην κάρτα σας αποδεσμεύτηκε· θα φύγει από την κίνηση του λογαριασμού σας σε λίγες ημέρες.',
    paidBack: 'Σας επιστρέφουμε {{amount}} στην κάρτα σας.',
  },
  push: {
    newRequestTitle: 'Νέο αίτημα κράτησης',
    newRequestBody: 'Ο/Η {{name}} θέλει να κλείσει {{product}} ({{dates}}). Απαντήστε έως {{deadline}}.',
    newBookingTitle: 'Νέα κράτηση',
    newBookingBody: 'Ο/Η {{name}} έκλεισε {{product}} ({{dates}}).',
    newMessageTitle: 'Μήνυμα από {{name}}',
    newMessageBody: 'Σχετικά με {{product}}: {{text}}',
    cancelledTitle: 'Η κράτηση {{reference}} ακυρώθηκε',
    cancelledBody: '{{product}} ({{dates}}) είναι ξανά ελεύθερο στο ημερολόγιό σας.',
  },
  econtract: {
    checkIn: 'συμβόλαιο παραλαβής',
    checkOut: 'συμβόλαιο επιστροφής',
    signedSubject: 'Το {{document}} για την κράτηση {{reference}} υπογράφηκε',
    signedBody: 'Το {{document}} για {{product}} ({{dates}}) υπογράφηκε στις {{date}} από {{owner}} (ιδιοκτήτης) και {{tenant}} (ενοικιαστής).\nΤο περιεχόμενό του καταγράφηκε και δεν μπορεί να αλλάξει· το αποτύπωμά του (SHA-256) είναι:\n{{hash}}\n\nΔείτε ή εκτυπώστε το: {{link}}',
    claimSubject: 'Αξίωση για ζημιά στην κράτηση {{reference}}',
    claimBody: 'Κατά την επιστροφή, ο/η {{owner}} ανέφερε νέα ζημιά στο {{product}} και ζητά {{amount}} από την εγγύησή σας των {{deposit}}. Η ομάδα μας εξετάζει την αξίωση με το υπογεγραμμένο συμβόλαιο και τις φωτογραφίες του και θα σας ενημερώσει για την απόφασή της.\n\nΤο συμβόλαιο επιστροφής: {{link}}',
    smsCode: 'Seaway: {{code}} είναι ο κωδικός σας για να επιβεβαιώσετε το {{document}} της κράτησης {{reference}}. Λήγει σε 10 λεπτά.',
  },
  /** Staff actions on a booking (back office, issue [7]). */
  staffBooking: {
    byStaff: 'η ομάδα της Seaway',
    refundNone: 'Δεν επιστρέφεται κανένα ποσό.',
    refundSubject: 'Επιστροφή χρημάτων για την κράτηση {{reference}}',
    refundBody: 'Επιστρέφουμε {{amount}} στην κάρτα σας για την κράτηση {{reference}} ({{product}}, {{dates}}). Το ποσό θα εμφανιστεί στον λογαριασμό σας μέσα σε λίγες ημέρες.\n\nΗ κράτησή σας: {{link}}',
    datesSubject: 'Νέες ημερομηνίες για την κράτηση {{reference}}',
    datesTenantBody: 'Η ομάδα της Seaway μετέφερε την κράτησή σας {{reference}} για {{product}}: πριν {{oldDates}}, τώρα {{dates}}. Η τιμή δεν αλλάζει.\n\nΗ κράτησή σας: {{link}}',
    datesOwnerBody: 'Η ομάδα της Seaway μετέφερε την κράτηση {{reference}} για {{product}}: πριν {{oldDates}}, τώρα {{dates}}. Το ημερολόγιό σας δείχνει τις νέες ημερομηνίες· η τιμή δεν αλλάζει.\n\nΗ κράτηση: {{link}}',
  },
  damageDecision: {
    subject: 'Απόφαση για την αξίωση ζημιάς της κράτησης {{reference}}',
    tenantBody: 'Η ομάδα μας εξέτασε την αξίωση ζημιάς που υπέβαλε ο/η {{owner}} στο check-out του {{product}} (κράτηση {{reference}}), με τα δύο υπογεγραμμένα συμβόλαια και τις φωτογραφίες τους.\n\nΑπόφαση: από την εγγύησή σας των {{deposit}}, ο/η {{owner}} κρατά {{granted}} (ζητήθηκαν {{claimed}}) και {{released}} σας επιστρέφεται.\nΣημείωση της ομάδας μας: {{note}}\n\nΤο συμβόλαιο check-out: {{link}}',
    ownerBody: 'Η ομάδα μας εξέτασε την αξίωση ζημιάς που υποβάλατε στο check-out του {{product}} (κράτηση {{reference}}), με τα δύο υπογεγραμμένα συμβόλαια και τις φωτογραφίες τους.\n\nΑπόφαση: από την εγγύηση των {{deposit}}, κρατάτε {{granted}} (ζητήθηκαν {{claimed}}) και επιστρέφετε {{released}} στον/στην {{tenant}}.\nΣημείωση της ομάδας μας: {{note}}\n\nΤο συμβόλαιο check-out: {{link}}',
  },
  /** Staff's review of a listing (back office, issue [7]): paused or rejected with a reason, to the owner. */
  listingReview: {
    pausedSubject: 'Η αγγελία σας «{{product}}» τέθηκε σε παύση από την ομάδα μας',
    pausedBody: 'Η ομάδα μας έθεσε σε παύση την αγγελία σας «{{product}}»: οι ενοικιαστές δεν τη βρίσκουν πλέον στην αναζήτηση.\n\nΑιτία: {{reason}}\n\nΑφού την ελέγξετε, μπορείτε να τη δημοσιεύσετε ξανά από τις αγγελίες σας: {{link}}',
    rejectedSubject: 'Η αγγελία σας «{{product}}» δεν έγινε δεκτή',
    rejectedBody: 'Η ομάδα μας εξέτασε την αγγελία σας «{{product}}» και δεν μπόρεσε να τη δεχτεί ως έχει: δεν εμφανίζεται πλέον στους ενοικιαστές.\n\nΑιτία: {{reason}}\n\nΕπεξεργαστείτε την αγγελία σας και δημοσιεύστε τη ξανά: {{link}}',
  },
  /** A proposal staff prepared for a tenant (back office, issue [7]): the boats, their prices and the link. */
  proposal: {
    subject: 'Σκάφη που επιλέξαμε για εσάς, {{dates}}',
    body: 'Η ομάδα μας επέλεξε {{count}} σκάφη για το ταξίδι σας, {{dates}}, για {{people}} άτομα:\n\n{{items}}\n{{message}}\nΔείτε τα και κλείστε αυτό που σας αρέσει (ισχύουν οι τιμές αυτής της επιλογής): {{link}}',
    item: '- {{boat}} στο {{harbour}}: {{price}}',
    message: 'Ένα μήνυμα από την ομάδα μας:\n{{text}}\n',
  },
};

export default el;
