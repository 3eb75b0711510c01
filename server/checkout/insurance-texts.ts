import type { InsuranceName } from '../../src/domain/checkout/cart';
import { FALLBACK_LANGUAGE } from '../../src/domain/i18n/languages';

export interface InsuranceText {
  readonly title: string;
  readonly description: string;
}

type Texts = Readonly<Record<InsuranceName, InsuranceText>>;

/**
 * Titles and descriptions of the four insurances, by base language (en-GB and en-US read en). Kept on the server:
 * they are the insurer's wording, answered with GET /ps/{hash}/insurances in the request's language.
 */
export const INSURANCE_TEXTS: Readonly<Record<string, Texts>> = {
  en: {
    cabWeather: { title: 'Bad weather cancellation', description: 'Your rental is refunded if wind or a storm warning keeps you in the harbour.' },
    damageWaiver: { title: 'Damage waiver', description: 'Lowers the part of the deposit you owe if the boat is damaged during your rental.' },
    assistanceInsurance: { title: 'Assistance and cancellation', description: 'Covers your cancellation for illness or accident, and assistance during the trip.' },
    multiriskInsurance: { title: 'Multi-risk cover', description: 'Cancellation, assistance, personal liability and belongings lost at sea, in one policy.' },
  },
  fr: {
    cabWeather: { title: 'Annulation pour mauvais temps', description: 'Votre location est remboursée si le vent ou une alerte météo vous empêche de quitter le port.' },
    damageWaiver: { title: 'Rachat de franchise', description: 'Réduit la part de la caution à votre charge si le bateau est endommagé pendant la location.' },
    assistanceInsurance: { title: 'Assistance et annulation', description: "Couvre votre annulation pour maladie ou accident, et l'assistance pendant le séjour." },
    multiriskInsurance: { title: 'Assurance multirisque', description: 'Annulation, assistance, responsabilité civile et effets personnels perdus en mer, en une seule garantie.' },
  },
  de: {
    cabWeather: { title: 'Stornierung bei schlechtem Wetter', description: 'Ihre Miete wird erstattet, wenn Wind oder eine Unwetterwarnung das Auslaufen verhindert.' },
    damageWaiver: { title: 'Kautionsschutz', description: 'Verringert den Teil der Kaution, für den Sie bei einem Schaden am Boot haften.' },
    assistanceInsurance: { title: 'Assistance und Reiserücktritt', description: 'Deckt Ihre Stornierung bei Krankheit oder Unfall sowie Hilfe während der Reise.' },
    multiriskInsurance: { title: 'Rundum-Versicherung', description: 'Rücktritt, Assistance, Haftpflicht und auf See verlorene persönliche Sachen in einer einzigen Police.' },
  },
  es: {
    cabWeather: { title: 'Cancelación por mal tiempo', description: 'Te devolvemos el alquiler si el viento o una alerta meteorológica te impiden salir del puerto.' },
    damageWaiver: { title: 'Seguro de franquicia', description: 'Reduce la parte de la fianza a tu cargo si el barco sufre daños durante el alquiler.' },
    assistanceInsurance: { title: 'Asistencia y cancelación', description: 'Cubre tu cancelación por enfermedad o accidente y la asistencia durante el viaje.' },
    multiriskInsurance: { title: 'Seguro multirriesgo', description: 'Cancelación, asistencia, responsabilidad civil y objetos personales perdidos en el mar, en una sola póliza.' },
  },
  it: {
    cabWeather: { title: 'Annullamento per maltempo', description: "Il noleggio ti viene rimborsato se il vento o un'allerta meteo ti impediscono di lasciare il porto." },
    damageWaiver: { title: 'Riduzione della franchigia', description: 'Riduce la parte della cauzione a tuo carico se la barca viene danneggiata durante il noleggio.' },
    assistanceInsurance: { title: 'Assistenza e annullamento', description: "Copre l'annullamento per malattia o infortunio e l'assistenza durante il viaggio." },
    multiriskInsurance: { title: 'Assicurazione multirischio', description: "Annullamento, assistenza, responsabilità civile ed effetti personali persi in mare, in un'unica polizza." },
  },
  nl: {
    cabWeather: { title: 'Annulering bij slecht weer', description: 'Je huur wordt terugbetaald als wind of een weeralarm je belet de haven te verlaten.' },
    damageWaiver: { title: 'Afkoop eigen risico', description: 'Verlaagt het deel van de borg waarvoor je aansprakelijk bent bij schade aan de boot.' },
    assistanceInsurance: { title: 'Hulp en annulering', description: 'Dekt je annulering bij ziekte of ongeval en hulp tijdens de reis.' },
    multiriskInsurance: { title: 'Allriskverzekering', description: 'Annulering, hulpverlening, aansprakelijkheid en op zee verloren bezittingen in één polis.' },
  },
  pl: {
    cabWeather: { title: 'Rezygnacja z powodu złej pogody', description: 'Zwracamy koszt czarteru, jeśli wiatr lub ostrzeżenie pogodowe uniemożliwią wypłynięcie z portu.' },
    damageWaiver: { title: 'Zniesienie udziału własnego', description: 'Zmniejsza część kaucji, za którą odpowiadasz w razie uszkodzenia łodzi.' },
    assistanceInsurance: { title: 'Assistance i rezygnacja', description: 'Obejmuje rezygnację z powodu choroby lub wypadku oraz pomoc w trakcie podróży.' },
    multiriskInsurance: { title: 'Ubezpieczenie wieloryzykowe', description: 'Rezygnacja, assistance, odpowiedzialność cywilna i rzeczy osobiste utracone na morzu w jednej polisie.' },
  },
  pt: {
    cabWeather: { title: 'Cancelamento por mau tempo', description: 'O aluguel é reembolsado se o vento ou um alerta meteorológico impedir a saída do porto.' },
    damageWaiver: { title: 'Redução da franquia', description: 'Reduz a parte da caução pela qual você responde se o barco for danificado durante o aluguel.' },
    assistanceInsurance: { title: 'Assistência e cancelamento', description: 'Cobre o cancelamento por doença ou acidente e a assistência durante a viagem.' },
    multiriskInsurance: { title: 'Seguro multirrisco', description: 'Cancelamento, assistência, responsabilidade civil e bens pessoais perdidos no mar, em uma única apólice.' },
  },
  el: {
    cabWeather: { title: 'Ακύρωση λόγω κακοκαιρίας', description: 'Σας επιστρέφουμε το ενοίκιο αν ο άνεμος ή μια προειδοποίηση καιρού σας εμποδίσει να βγείτε από το λιμάνι.' },
    damageWaiver: { title: 'Μείωση της εγγύησης', description: 'Μειώνει το μέρος της εγγύησης που σας βαραίνει αν το σκάφος υποστεί ζημιά κατά την ενοικίαση.' },
    assistanceInsurance: { title: 'Βοήθεια και ακύρωση', description: 'Καλύπτει την ακύρωση λόγω ασθένειας ή ατυχήματος και τη βοήθεια κατά τη διάρκεια του ταξιδιού.' },
    multiriskInsurance: { title: 'Ασφάλεια πολλαπλών κινδύνων', description: 'Ακύρωση, βοήθεια, αστική ευθύνη και προσωπικά αντικείμενα που χάθηκαν στη θάλασσα, σε ένα συμβόλαιο.' },
  },
  ru: {
    cabWeather: { title: 'Отмена из-за плохой погоды', description: 'Стоимость аренды вернётся, если ветер или штормовое предупреждение не позволят выйти из порта.' },
    damageWaiver: { title: 'Снижение франшизы', description: 'Уменьшает часть залога, за которую вы отвечаете при повреждении лодки во время аренды.' },
    assistanceInsurance: { title: 'Помощь и отмена поездки', description: 'Покрывает отмену из-за болезни или несчастного случая и помощь во время поездки.' },
    multiriskInsurance: { title: 'Комплексное страхование', description: 'Отмена, помощь, гражданская ответственность и личные вещи, потерянные в море, в одном полисе.' },
  },
  sv: {
    cabWeather: { title: 'Avbokning vid dåligt väder', description: 'Du får tillbaka hyran om vind eller en vädervarning hindrar dig från att lämna hamnen.' },
    damageWaiver: { title: 'Självriskreducering', description: 'Minskar den del av depositionen du ansvarar för om båten skadas under hyrtiden.' },
    assistanceInsurance: { title: 'Assistans och avbokning', description: 'Täcker avbokning vid sjukdom eller olycka och assistans under resan.' },
    multiriskInsurance: { title: 'Allriskförsäkring', description: 'Avbokning, assistans, ansvar och personliga tillhörigheter som förloras till sjöss, i en och samma försäkring.' },
  },
};

/** The texts in a language: its own, else its base language's (en-GB → en), else English. */
export const insuranceTexts = (language: string): Texts => {
  const base = language.split('-')[0] ?? language;
  return INSURANCE_TEXTS[language] ?? INSURANCE_TEXTS[base] ?? (INSURANCE_TEXTS[FALLBACK_LANGUAGE] as Texts);
};

/** The tracking payload's benefit: a short English key per insurance (a data-layer value, not shown). */
export const INSURANCE_BENEFITS: Readonly<Record<InsuranceName, string>> = {
  cabWeather: 'bad_weather_cancellation',
  damageWaiver: 'deposit_reduction',
  assistanceInsurance: 'assistance_and_cancellation',
  multiriskInsurance: 'multirisk_cover',
};
