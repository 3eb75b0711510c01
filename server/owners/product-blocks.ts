import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either';
import { SleepingArea, type Itinerary } from '../../src/contract/search';
import { textIn } from '../../src/domain/listing/listing';
import { daysInOrder } from '../../src/domain/owners/sleeping-and-itineraries';

type SleepingAreaView = t.TypeOf<typeof SleepingArea>;
type ItineraryView = t.TypeOf<typeof Itinerary>;

/** As the listing editor saves them (boats.itineraries): the title per language. */
const StoredItinerary = t.type({
  title: t.record(t.string, t.string),
  days: t.array(t.type({ day: t.number, harbour: t.string, description: t.string })),
});

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** Read from jsonb written by another module: anything that does not decode is left out, never shown half. */
const decodedEach = <A>(codec: t.Decoder<unknown, A>, value: unknown): A[] =>
  Array.isArray(value) ? value.flatMap((item) => {
    const decoded = codec.decode(item);
    return isRight(decoded) ? [decoded.right] : [];
  }) : [];

/**
 * The product page's sleeping areas and suggested itineraries (issue [6]), present only when the listing describes
 * them; an itinerary's title in the page's language (else English, else the first written), its days in order.
 */
export const productBlocksOf = (
  stored: { readonly sleepingAreas: unknown; readonly itineraries: unknown },
  language: string,
): { sleepingAreas?: SleepingAreaView[]; itineraries?: ItineraryView[] } => {
  const sleepingAreas = decodedEach(SleepingArea, stored.sleepingAreas).filter((a) => isCount(a.cabins) && isCount(a.berths) && a.cabins + a.berths > 0);
  const itineraries = decodedEach(StoredItinerary, stored.itineraries)
    .map((it) => ({ title: textIn(it.title, language), days: daysInOrder(it.days.filter((d) => Number.isInteger(d.day) && d.day > 0)) }))
    .filter((it) => it.days.length > 0);
  return {
    ...(sleepingAreas.length > 0 && { sleepingAreas: sleepingAreas.map(({ kind, cabins, berths }) => ({ kind, cabins, berths })) }),
    ...(itineraries.length > 0 && { itineraries }),
  };
};
