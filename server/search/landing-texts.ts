import type { LanguageCode } from '../../src/domain/i18n/languages';
import type { BoatType } from '../../src/domain/search/search-filters';
import type { PlaceKind } from '../db/schema';

/**
 * Server-side texts of landing pages and search sections, in the 13 languages. A place follows a title with the
 * language's preposition for a city ("Boat rental in Marseille"); regions and harbours, and every place in languages
 * that decline names (el, pl, ru), follow a dash ("Czarter łodzi – Marsylia"), which reads naturally in a title and
 * never needs an article or a grammatical case.
 */
interface LanguageTexts {
  readonly rental: string;
  readonly rentalIntro: string;
  readonly experiences: string;
  readonly experiencesIntro: string;
  readonly trending: string;
  readonly topRated: string;
  /** "X rental" per boat type (the type landing's title). */
  readonly types: Readonly<Record<BoatType, string>>;
  /** The location phrase for a city, or null to always use the dash. */
  readonly inCity: ((name: string) => string) | null;
}

const EN: LanguageTexts = {
  rental: 'Boat rental',
  rentalIntro: 'Compare prices, reviews and equipment, with or without a skipper, and book your boat online.',
  experiences: 'Boat experiences',
  experiencesIntro: 'Sunset cruises, fishing trips, water sports and more with local skippers: choose your experience and book online.',
  trending: 'Trending boats',
  topRated: 'Top-rated boats',
  types: {
    Catamaran: 'Catamaran rental', Gulet: 'Gulet rental', Houseboat: 'Houseboat rental', 'Jet Ski': 'Jet ski rental',
    Motorboat: 'Motorboat rental', 'Motor Yacht': 'Motor yacht rental', RIB: 'RIB rental', Sailboat: 'Sailboat rental',
    'Sail Yacht': 'Sailing yacht rental', 'Without license': 'Licence-free boat rental', Yacht: 'Yacht rental',
  },
  inCity: (name) => `in ${name}`,
};

const TEXTS: Readonly<Record<LanguageCode, LanguageTexts>> = {
  en: EN,
  'en-US': {
    ...EN,
    types: { ...EN.types, 'Without license': 'License-free boat rental' },
  },
  'en-GB': {
    ...EN,
    rental: 'Boat hire',
    types: {
      Catamaran: 'Catamaran hire', Gulet: 'Gulet hire', Houseboat: 'Houseboat hire', 'Jet Ski': 'Jet ski hire',
      Motorboat: 'Motorboat hire', 'Motor Yacht': 'Motor yacht charter', RIB: 'RIB hire', Sailboat: 'Sailing boat hire',
      'Sail Yacht': 'Sailing yacht charter', 'Without license': 'Licence-free boat hire', Yacht: 'Yacht charter',
    },
  },
  de: {
    rental: 'Boot mieten',
    rentalIntro: 'Vergleichen Sie Preise, Bewertungen und Ausstattung – mit oder ohne Skipper – und buchen Sie Ihr Boot online.',
    experiences: 'Bootserlebnisse',
    experiencesIntro: 'Sonnenuntergangsfahrten, Angeltouren, Wassersport und mehr mit einheimischen Skippern: Wählen Sie Ihr Erlebnis und buchen Sie online.',
    trending: 'Angesagte Boote',
    topRated: 'Bestbewertete Boote',
    types: {
      Catamaran: 'Katamaran mieten', Gulet: 'Gulet mieten', Houseboat: 'Hausboot mieten', 'Jet Ski': 'Jetski mieten',
      Motorboat: 'Motorboot mieten', 'Motor Yacht': 'Motoryacht mieten', RIB: 'RIB-Schlauchboot mieten', Sailboat: 'Segelboot mieten',
      'Sail Yacht': 'Segelyacht mieten', 'Without license': 'Führerscheinfreies Boot mieten', Yacht: 'Yacht mieten',
    },
    inCity: (name) => `in ${name}`,
  },
  es: {
    rental: 'Alquiler de barcos',
    rentalIntro: 'Compara precios, opiniones y equipamiento, con o sin patrón, y reserva tu barco en línea.',
    experiences: 'Experiencias en barco',
    experiencesIntro: 'Paseos al atardecer, salidas de pesca, deportes acuáticos y mucho más con patrones locales: elige tu experiencia y resérvala en línea.',
    trending: 'Barcos en tendencia',
    topRated: 'Barcos mejor valorados',
    types: {
      Catamaran: 'Alquiler de catamaranes', Gulet: 'Alquiler de goletas turcas', Houseboat: 'Alquiler de barcos habitables',
      'Jet Ski': 'Alquiler de motos de agua', Motorboat: 'Alquiler de lanchas motoras', 'Motor Yacht': 'Alquiler de yates a motor',
      RIB: 'Alquiler de semirrígidas', Sailboat: 'Alquiler de veleros', 'Sail Yacht': 'Alquiler de yates de vela',
      'Without license': 'Alquiler de barcos sin licencia', Yacht: 'Alquiler de yates',
    },
    inCity: (name) => `en ${name}`,
  },
  fr: {
    rental: 'Location de bateau',
    rentalIntro: 'Comparez les prix, les avis et les équipements, avec ou sans skipper, et réservez votre bateau en ligne.',
    experiences: 'Expériences en bateau',
    experiencesIntro: 'Croisières au coucher du soleil, sorties de pêche, sports nautiques et bien plus avec des skippers locaux : choisissez votre expérience et réservez en ligne.',
    trending: 'Bateaux tendance',
    topRated: 'Bateaux les mieux notés',
    types: {
      Catamaran: 'Location de catamaran', Gulet: 'Location de goélette turque', Houseboat: 'Location de péniche',
      'Jet Ski': 'Location de jet-ski', Motorboat: 'Location de bateau à moteur', 'Motor Yacht': 'Location de yacht à moteur',
      RIB: 'Location de semi-rigide', Sailboat: 'Location de voilier', 'Sail Yacht': 'Location de yacht à voile',
      'Without license': 'Location de bateau sans permis', Yacht: 'Location de yacht',
    },
    inCity: (name) => `à ${name}`,
  },
  el: {
    rental: 'Ενοικίαση σκαφών',
    rentalIntro: 'Συγκρίνετε τιμές, κριτικές και εξοπλισμό, με ή χωρίς κυβερνήτη, και κλείστε το σκάφος σας online.',
    experiences: 'Εμπειρίες με σκάφος',
    experiencesIntro: 'Κρουαζιέρες στο ηλιοβασίλεμα, εκδρομές για ψάρεμα, θαλάσσια σπορ και πολλά άλλα με ντόπιους κυβερνήτες: επιλέξτε την εμπειρία σας και κάντε κράτηση online.',
    trending: 'Δημοφιλή σκάφη',
    topRated: 'Σκάφη με τις καλύτερες κριτικές',
    types: {
      Catamaran: 'Ενοικίαση καταμαράν', Gulet: 'Ενοικίαση γκιουλέτ', Houseboat: 'Ενοικίαση πλωτών σπιτιών',
      'Jet Ski': 'Ενοικίαση τζετ σκι', Motorboat: 'Ενοικίαση ταχύπλοων', 'Motor Yacht': 'Ενοικίαση μηχανοκίνητων γιοτ',
      RIB: 'Ενοικίαση φουσκωτών σκαφών', Sailboat: 'Ενοικίαση ιστιοπλοϊκών', 'Sail Yacht': 'Ενοικίαση ιστιοπλοϊκών γιοτ',
      'Without license': 'Ενοικίαση σκαφών χωρίς δίπλωμα', Yacht: 'Ενοικίαση γιοτ',
    },
    inCity: null,
  },
  it: {
    rental: 'Noleggio barche',
    rentalIntro: 'Confronta prezzi, recensioni e dotazioni, con o senza skipper, e prenota la tua barca online.',
    experiences: 'Esperienze in barca',
    experiencesIntro: 'Crociere al tramonto, battute di pesca, sport acquatici e molto altro con skipper locali: scegli la tua esperienza e prenota online.',
    trending: 'Barche di tendenza',
    topRated: 'Barche più apprezzate',
    types: {
      Catamaran: 'Noleggio catamarani', Gulet: 'Noleggio caicchi', Houseboat: 'Noleggio houseboat',
      'Jet Ski': "Noleggio moto d'acqua", Motorboat: 'Noleggio barche a motore', 'Motor Yacht': 'Noleggio yacht a motore',
      RIB: 'Noleggio gommoni', Sailboat: 'Noleggio barche a vela', 'Sail Yacht': 'Noleggio yacht a vela',
      'Without license': 'Noleggio barche senza patente', Yacht: 'Noleggio yacht',
    },
    inCity: (name) => `a ${name}`,
  },
  nl: {
    rental: 'Boot huren',
    rentalIntro: 'Vergelijk prijzen, beoordelingen en uitrusting, met of zonder schipper, en boek je boot online.',
    experiences: 'Bootbelevenissen',
    experiencesIntro: 'Zonsondergangtochten, vistochten, watersport en meer met lokale schippers: kies je belevenis en boek online.',
    trending: 'Populaire boten',
    topRated: 'Best beoordeelde boten',
    types: {
      Catamaran: 'Catamaran huren', Gulet: 'Gulet huren', Houseboat: 'Woonboot huren', 'Jet Ski': 'Jetski huren',
      Motorboat: 'Motorboot huren', 'Motor Yacht': 'Motorjacht huren', RIB: 'RIB huren', Sailboat: 'Zeilboot huren',
      'Sail Yacht': 'Zeiljacht huren', 'Without license': 'Boot zonder vaarbewijs huren', Yacht: 'Jacht huren',
    },
    inCity: (name) => `in ${name}`,
  },
  pl: {
    rental: 'Wynajem łodzi',
    rentalIntro: 'Porównaj ceny, opinie i wyposażenie, ze skipperem lub bez, i zarezerwuj łódź online.',
    experiences: 'Atrakcje na wodzie',
    experiencesIntro: 'Rejsy o zachodzie słońca, wyprawy wędkarskie, sporty wodne i wiele więcej z lokalnymi skipperami: wybierz atrakcję i zarezerwuj online.',
    trending: 'Popularne łodzie',
    topRated: 'Najlepiej oceniane łodzie',
    types: {
      Catamaran: 'Czarter katamaranów', Gulet: 'Czarter guletów', Houseboat: 'Wynajem łodzi mieszkalnych',
      'Jet Ski': 'Wynajem skuterów wodnych', Motorboat: 'Wynajem łodzi motorowych', 'Motor Yacht': 'Czarter jachtów motorowych',
      RIB: 'Wynajem pontonów RIB', Sailboat: 'Czarter żaglówek', 'Sail Yacht': 'Czarter jachtów żaglowych',
      'Without license': 'Wynajem łodzi bez patentu', Yacht: 'Czarter jachtów',
    },
    inCity: null,
  },
  pt: {
    rental: 'Aluguel de barcos',
    rentalIntro: 'Compare preços, avaliações e equipamentos, com ou sem capitão, e reserve seu barco online.',
    experiences: 'Experiências de barco',
    experiencesIntro: 'Passeios ao pôr do sol, pescarias, esportes aquáticos e muito mais com capitães locais: escolha sua experiência e reserve online.',
    trending: 'Barcos em alta',
    topRated: 'Barcos mais bem avaliados',
    types: {
      Catamaran: 'Aluguel de catamarãs', Gulet: 'Aluguel de gulets', Houseboat: 'Aluguel de barcos-casa',
      'Jet Ski': 'Aluguel de jet skis', Motorboat: 'Aluguel de lanchas', 'Motor Yacht': 'Aluguel de iates a motor',
      RIB: 'Aluguel de botes semirrígidos', Sailboat: 'Aluguel de veleiros', 'Sail Yacht': 'Aluguel de iates à vela',
      'Without license': 'Aluguel de barcos sem habilitação', Yacht: 'Aluguel de iates',
    },
    inCity: (name) => `em ${name}`,
  },
  ru: {
    rental: 'Аренда лодок и яхт',
    rentalIntro: 'Сравнивайте цены, отзывы и оснащение, со шкипером или без, и бронируйте лодку онлайн.',
    experiences: 'Впечатления на воде',
    experiencesIntro: 'Прогулки на закате, рыбалка, водные виды спорта и многое другое с местными шкиперами: выберите впечатление и забронируйте онлайн.',
    trending: 'Популярные лодки',
    topRated: 'Лодки с лучшими отзывами',
    types: {
      Catamaran: 'Аренда катамаранов', Gulet: 'Аренда гулетов', Houseboat: 'Аренда плавучих домов',
      'Jet Ski': 'Аренда гидроциклов', Motorboat: 'Аренда моторных лодок', 'Motor Yacht': 'Аренда моторных яхт',
      RIB: 'Аренда RIB-лодок', Sailboat: 'Аренда парусных лодок', 'Sail Yacht': 'Аренда парусных яхт',
      'Without license': 'Аренда лодок без прав', Yacht: 'Аренда яхт',
    },
    inCity: null,
  },
  sv: {
    rental: 'Hyr båt',
    rentalIntro: 'Jämför priser, omdömen och utrustning, med eller utan skeppare, och boka din båt online.',
    experiences: 'Båtupplevelser',
    experiencesIntro: 'Solnedgångsturer, fisketurer, vattensporter och mycket mer med lokala skeppare: välj din upplevelse och boka online.',
    trending: 'Populära båtar',
    topRated: 'Bäst betygsatta båtar',
    types: {
      Catamaran: 'Hyr katamaran', Gulet: 'Hyr gulet', Houseboat: 'Hyr husbåt', 'Jet Ski': 'Hyr vattenskoter',
      Motorboat: 'Hyr motorbåt', 'Motor Yacht': 'Hyr motoryacht', RIB: 'Hyr ribbåt', Sailboat: 'Hyr segelbåt',
      'Sail Yacht': 'Hyr segelyacht', 'Without license': 'Hyr båt utan förarbevis', Yacht: 'Hyr yacht',
    },
    inCity: (name) => `i ${name}`,
  },
};

export interface NamedPlace {
  readonly name: string;
  readonly kind: PlaceKind;
}

const withPlace = (texts: LanguageTexts, title: string, place: NamedPlace | null | undefined): string => {
  if (!place) return title;
  return place.kind === 'city' && texts.inCity ? `${title} ${texts.inCity(place.name)}` : `${title} – ${place.name}`;
};

/** The texts of one language (en for an unknown one). */
export const landingTexts = (language: LanguageCode) => {
  const texts = TEXTS[language] ?? EN;
  return {
    rentalTitle: (place?: NamedPlace | null) => withPlace(texts, texts.rental, place),
    rentalIntro: texts.rentalIntro,
    experiencesTitle: (place?: NamedPlace | null) => withPlace(texts, texts.experiences, place),
    experiencesIntro: texts.experiencesIntro,
    typeTitle: (type: BoatType, place?: NamedPlace | null) => withPlace(texts, texts.types[type], place),
    trendingTitle: (place?: NamedPlace | null) => withPlace(texts, texts.trending, place),
    topRatedTitle: (place?: NamedPlace | null) => withPlace(texts, texts.topRated, place),
  };
};
export type LandingTexts = ReturnType<typeof landingTexts>;
