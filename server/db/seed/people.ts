import type { LanguageCode } from '../../../src/domain/i18n/languages';

/** First and last names by country, with the language and currency such a user would pick. */
export interface Nationality {
  readonly countryCode: string;
  readonly language: LanguageCode;
  readonly currencyCode: string;
  readonly firstNames: readonly string[];
  readonly lastNames: readonly string[];
}

export const NATIONALITIES: readonly Nationality[] = [
  { countryCode: 'FR', language: 'fr', currencyCode: 'EUR',
    firstNames: ['Camille', 'Louis', 'Chloé', 'Hugo', 'Léa', 'Mathieu', 'Élodie', 'Antoine', 'Manon', 'Jérôme', 'Anaïs', 'François', 'Margaux', 'Yannick', 'Sébastien', 'Hélène'],
    lastNames: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Roux', 'Fournier', 'Le Gall', 'Kerjean', 'Mercier', 'Faure', "d'Arvieux", 'Bonnet', 'Lambert', 'Rousseau'] },
  { countryCode: 'ES', language: 'es', currencyCode: 'EUR',
    firstNames: ['Lucía', 'Javier', 'Carmen', 'Álvaro', 'Marta', 'Sergio', 'Paula', 'Jordi', 'Núria', 'Pablo', 'Inés', 'Iñaki'],
    lastNames: ['García', 'Fernández', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Puig', 'Ferrer', 'Navarro', 'Ibáñez'] },
  { countryCode: 'IT', language: 'it', currencyCode: 'EUR',
    firstNames: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Elena', 'Niccolò', 'Federica', 'Davide'],
    lastNames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'De Luca', 'Conti'] },
  { countryCode: 'HR', language: 'en', currencyCode: 'EUR',
    firstNames: ['Ivana', 'Luka', 'Ana', 'Marko', 'Petra', 'Ivan', 'Maja', 'Josip', 'Nikolina', 'Tomislav'],
    lastNames: ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Knežević', 'Vuković', 'Šimić', 'Perić'] },
  { countryCode: 'GR', language: 'el', currencyCode: 'EUR',
    firstNames: ['Giorgos', 'Maria', 'Dimitris', 'Eleni', 'Nikos', 'Katerina', 'Kostas', 'Sofia', 'Yannis', 'Despina'],
    lastNames: ['Papadopoulos', 'Papadakis', 'Georgiou', 'Nikolaidis', 'Vlachos', 'Konstantinou', 'Karagiannis', 'Oikonomou', 'Alexiou', 'Dimitriou'] },
  { countryCode: 'PT', language: 'pt', currencyCode: 'EUR',
    firstNames: ['João', 'Beatriz', 'Tiago', 'Inês', 'Rui', 'Mariana', 'Gonçalo', 'Leonor', 'Duarte', 'Catarina'],
    lastNames: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Gonçalves', 'Sousa', 'Conceição'] },
  { countryCode: 'NL', language: 'nl', currencyCode: 'EUR',
    firstNames: ['Daan', 'Sanne', 'Bram', 'Lotte', 'Joost', 'Femke', 'Pieter', 'Anouk', 'Sjoerd', 'Maaike'],
    lastNames: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'van Dijk', 'Mulder'] },
  { countryCode: 'SE', language: 'sv', currencyCode: 'SEK',
    firstNames: ['Erik', 'Astrid', 'Lars', 'Ingrid', 'Johan', 'Elin', 'Oskar', 'Maja', 'Nils', 'Sofia'],
    lastNames: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Lindström', 'Bergqvist', 'Åberg'] },
  { countryCode: 'PL', language: 'pl', currencyCode: 'PLN',
    firstNames: ['Łukasz', 'Agnieszka', 'Piotr', 'Katarzyna', 'Michał', 'Małgorzata', 'Tomasz', 'Zofia', 'Paweł', 'Joanna'],
    lastNames: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Dąbrowski'] },
  { countryCode: 'US', language: 'en-US', currencyCode: 'USD',
    firstNames: ['Emily', 'James', 'Olivia', 'Michael', 'Ava', 'Ethan', 'Madison', 'Ryan', 'Hannah', 'Tyler'],
    lastNames: ['Smith', 'Johnson', 'Williams', 'Brown', 'Miller', 'Davis', "O'Connor", 'Walker', 'Harris', 'Carter'] },
  { countryCode: 'GB', language: 'en-GB', currencyCode: 'GBP',
    firstNames: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Poppy', 'Alfie', 'Imogen', 'Rhys', 'Freya'],
    lastNames: ['Taylor', 'Evans', 'Thomas', 'Roberts', 'Wright', 'Hughes', 'Edwards', 'Green', 'Hall', 'Wood'] },
  { countryCode: 'DE', language: 'de', currencyCode: 'EUR',
    firstNames: ['Lukas', 'Anna', 'Jonas', 'Lena', 'Felix', 'Katharina', 'Maximilian', 'Jana', 'Tobias', 'Jürgen'],
    lastNames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Schäfer', 'Hoffmann', 'Koch', 'Groß'] },
  { countryCode: 'TR', language: 'en', currencyCode: 'EUR',
    firstNames: ['Mehmet', 'Ayşe', 'Mustafa', 'Elif', 'Emre', 'Zeynep', 'Burak', 'Selin', 'Cem', 'Özge'],
    lastNames: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan'] },
  { countryCode: 'RU', language: 'ru', currencyCode: 'EUR',
    firstNames: ['Dmitri', 'Anastasia', 'Sergei', 'Ekaterina', 'Alexei', 'Olga', 'Mikhail', 'Natalia'],
    lastNames: ['Ivanov', 'Smirnova', 'Kuznetsov', 'Popova', 'Sokolov', 'Volkova', 'Morozov', 'Lebedeva'] },
];

export const nationalityOf = (countryCode: string): Nationality =>
  NATIONALITIES.find((n) => n.countryCode === countryCode) ?? (NATIONALITIES[0] as Nationality);
