/** Short review texts per language: good (4–5 stars), mixed (3) and bad (1–2). */
export interface CommentSet {
  readonly good: readonly string[];
  readonly mixed: readonly string[];
  readonly bad: readonly string[];
}

export const REVIEW_COMMENTS: Readonly<Record<string, CommentSet>> = {
  en: {
    good: [
      'Fantastic day on the water, the boat was spotless and the owner very helpful.',
      'Everything was exactly as described. We will definitely book again next summer.',
      'Great boat, easy check-in and a warm welcome at the harbour.',
      'Perfect for a family trip, the kids loved swimming from the platform.',
      'Very well maintained and the owner gave us great tips for quiet anchorages.',
    ],
    mixed: [
      'Nice boat overall, but check-in took longer than expected.',
      'Good value, although the bimini had seen better days.',
    ],
    bad: ['The boat was not as clean as in the pictures and the engine struggled.'],
  },
  fr: {
    good: [
      'Journée parfaite, bateau impeccable et propriétaire aux petits soins.',
      'Conforme à l’annonce, accueil chaleureux au port. Nous reviendrons !',
      'Superbe bateau, très bien entretenu, idéal pour découvrir les calanques.',
      'Propriétaire de bon conseil pour les mouillages, merci encore.',
    ],
    mixed: ['Bon bateau mais l’état des lieux a pris beaucoup de temps.', 'Correct dans l’ensemble, quelques équipements fatigués.'],
    bad: ['Bateau moins propre que sur les photos, déçus.'],
  },
  de: {
    good: [
      'Toller Tag auf dem Wasser, das Boot war blitzsauber und der Eigner sehr hilfsbereit.',
      'Alles wie beschrieben, unkomplizierte Übergabe. Gerne wieder!',
      'Sehr gepflegtes Boot, perfekt für einen Familienausflug.',
      'Super Tipps vom Eigner für ruhige Buchten.',
    ],
    mixed: ['Schönes Boot, aber die Übergabe hat lange gedauert.', 'Preis-Leistung in Ordnung, das Bimini war etwas abgenutzt.'],
    bad: ['Das Boot war nicht so sauber wie auf den Fotos.'],
  },
  es: {
    good: [
      'Un día increíble, el barco estaba impecable y el propietario fue muy amable.',
      'Todo tal y como se describía. ¡Repetiremos el próximo verano!',
      'Barco muy bien cuidado, ideal para ir en familia.',
      'El propietario nos recomendó calas preciosas. Muy recomendable.',
    ],
    mixed: ['Buen barco, aunque la entrega se retrasó un poco.', 'Correcto en general, algunos equipos algo gastados.'],
    bad: ['El barco no estaba tan limpio como en las fotos.'],
  },
  it: {
    good: [
      'Giornata fantastica, barca pulitissima e proprietario molto disponibile.',
      'Tutto come descritto, consegna veloce. Torneremo sicuramente!',
      'Barca curata nei dettagli, perfetta per la famiglia.',
      'Ottimi consigli sulle baie più tranquille, grazie!',
    ],
    mixed: ['Bella barca, ma il check-in è stato un po’ lungo.', 'Nel complesso buona, qualche dotazione da rinnovare.'],
    bad: ['La barca non era pulita come nelle foto.'],
  },
  nl: {
    good: [
      'Geweldige dag op het water, de boot was brandschoon en de eigenaar erg behulpzaam.',
      'Alles klopte met de beschrijving. Volgend jaar boeken we weer!',
      'Goed onderhouden boot, ideaal voor een gezinsuitje.',
    ],
    mixed: ['Mooie boot, maar het inchecken duurde lang.', 'Prima prijs, al was de bimini wat versleten.'],
    bad: ['De boot was minder schoon dan op de foto’s.'],
  },
  pl: {
    good: [
      'Wspaniały dzień na wodzie, łódź czysta, a właściciel bardzo pomocny.',
      'Wszystko zgodnie z opisem. Na pewno wrócimy!',
      'Zadbana łódź, idealna na rodzinny wypad.',
    ],
    mixed: ['Ładna łódź, ale odbiór trwał dość długo.', 'Ogólnie w porządku, część wyposażenia zużyta.'],
    bad: ['Łódź nie była tak czysta jak na zdjęciach.'],
  },
  pt: {
    good: [
      'Dia fantástico no mar, o barco estava impecável e o proprietário foi muito prestável.',
      'Tudo como descrito. Voltaremos com certeza!',
      'Barco muito bem cuidado, ideal para a família.',
    ],
    mixed: ['Bom barco, mas o check-in demorou bastante.', 'No geral razoável, alguns equipamentos gastos.'],
    bad: ['O barco não estava tão limpo como nas fotos.'],
  },
  ru: {
    good: [
      'Отличный день на воде, лодка идеально чистая, владелец очень отзывчивый.',
      'Всё как в описании. Обязательно вернёмся следующим летом!',
      'Ухоженная лодка, прекрасно подходит для семьи.',
    ],
    mixed: ['Хорошая лодка, но приёмка заняла много времени.', 'В целом неплохо, часть оборудования изношена.'],
    bad: ['Лодка была не такой чистой, как на фото.'],
  },
  sv: {
    good: [
      'Fantastisk dag på sjön, båten var skinande ren och ägaren mycket hjälpsam.',
      'Allt stämde med beskrivningen. Vi bokar igen nästa sommar!',
      'Välskött båt, perfekt för familjen.',
    ],
    mixed: ['Fin båt, men incheckningen tog lång tid.', 'Prisvärt, även om biminin var lite sliten.'],
    bad: ['Båten var inte lika ren som på bilderna.'],
  },
  el: {
    good: [
      'Υπέροχη μέρα στη θάλασσα, το σκάφος πεντακάθαρο και ο ιδιοκτήτης πολύ εξυπηρετικός.',
      'Όλα όπως στην περιγραφή. Σίγουρα θα ξαναέρθουμε!',
      'Πολύ προσεγμένο σκάφος, ιδανικό για οικογένειες.',
    ],
    mixed: ['Ωραίο σκάφος, αλλά η παράδοση καθυστέρησε.', 'Γενικά καλό, κάποιος εξοπλισμός ήταν φθαρμένος.'],
    bad: ['Το σκάφος δεν ήταν τόσο καθαρό όσο στις φωτογραφίες.'],
  },
};

export const REVIEW_LANGUAGES = Object.keys(REVIEW_COMMENTS);
