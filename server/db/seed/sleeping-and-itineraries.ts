import { sql, type Kysely } from 'kysely';
import type { Itinerary, SleepingArea } from '../../../src/domain/listing/listing';
import type { Database } from '../schema';

/**
 * Sleeping areas and a suggested itinerary for a few demo boats (issue [6]): every boat whose id ends in 8 every 50
 * (8, 58, 108, 158, 208…, so the demo owner's 8, 108, 208… among them). Derived from each boat's cabins, berths and
 * harbour, not from the order of generation, so the same rows come out on every machine.
 */

/** The demo boats that describe their sleeping areas (and, sleeping aboard, an itinerary). */
export const describesSleeping = (boatId: number): boolean => boatId % 50 === 8;

/**
 * Cabins as doubles and twins (a third of them twins), the berths beyond two a cabin in the saloon; with fewer berths
 * than two a cabin, some cabins are singles. The totals are the boat's own cabins and berths (never more).
 */
export const demoSleepingAreas = (boat: { readonly cabins: number; readonly berths: number }): SleepingArea[] => {
  const { cabins, berths } = boat;
  if (berths <= 0) return [];
  if (cabins <= 0) return [{ kind: 'saloon', cabins: 0, berths }];
  // Fewer berths than cabins (a cabin used for storage): one single berth in as many cabins as there are berths.
  if (berths < cabins) return [{ kind: 'single', cabins: berths, berths }];
  const singles = Math.max(0, Math.min(cabins, 2 * cabins - berths));
  const paired = cabins - singles;
  const twins = Math.floor(paired / 3);
  const doubles = paired - twins;
  const saloon = berths - 2 * paired - singles;
  const areas: SleepingArea[] = [
    { kind: 'double', cabins: doubles, berths: 2 * doubles },
    { kind: 'twin', cabins: twins, berths: 2 * twins },
    { kind: 'single', cabins: singles, berths: singles },
    { kind: 'saloon', cabins: 0, berths: Math.max(0, saloon) },
  ];
  return areas.filter((a) => a.berths > 0);
};

/** Three days out of the home harbour to its two nearest neighbours and back; titled in a few languages. */
export const demoItinerary = (harbours: { readonly home: string; readonly first: string; readonly second: string }): Itinerary => {
  const { home, first, second } = harbours;
  return {
    title: {
      en: `Three days from ${home}`,
      fr: `Trois jours au départ de ${home}`,
      de: `Drei Tage ab ${home}`,
      es: `Tres días desde ${home}`,
      it: `Tre giorni da ${home}`,
    },
    days: [
      { day: 1, harbour: first, description: `${home} to ${first}: a morning sail, lunch at anchor, the evening in ${first}.` },
      { day: 2, harbour: second, description: `${first} to ${second}: a longer leg along the coast, with swimming stops on the way.` },
      { day: 3, harbour: home, description: `${second} back to ${home}, in the home harbour by late afternoon.` },
    ],
  };
};

/** Fills boats.sleeping_areas and boats.itineraries of the chosen demo boats (after the boats and places are in). */
export const seedSleepingAreasAndItineraries = async (db: Kysely<Database>): Promise<number> => {
  const nearest = (offset: number) => sql<string | null>`(select coalesce(p.names->>'en', p.slug) from places p
    where p.kind = 'harbour' and p.id <> h.id
    order by (p.latitude - h.latitude) * (p.latitude - h.latitude) + (p.longitude - h.longitude) * (p.longitude - h.longitude), p.id
    limit 1 offset ${offset}::int)`;
  const { rows } = await sql<{ id: number; cabins: number; berths: number; home: string; first: string | null; second: string | null }>`
    select b.id, b.cabins, b.berths, coalesce(h.names->>'en', h.slug) as home, ${nearest(0)} as first, ${nearest(1)} as second
    from boats b join places h on h.id = b.place_id
    where b.id % 50 = 8 and b.berths > 0
    order by b.id`.execute(db);
  const updates = rows.map((row) => ({
    id: row.id,
    sleeping_areas: demoSleepingAreas(row),
    // Sleeping aboard makes a few days' route; a day boat has none.
    itineraries: row.cabins > 0 && row.first && row.second ? [demoItinerary({ home: row.home, first: row.first, second: row.second })] : [],
  }));
  // A few statements rather than one per boat (2,000 of them at 100,000 boats).
  for (let start = 0; start < updates.length; start += 1000) {
    const batch = JSON.stringify(updates.slice(start, start + 1000));
    await sql`update boats b set sleeping_areas = u.sleeping_areas, itineraries = u.itineraries
      from jsonb_to_recordset(${batch}::jsonb) as u(id int, sleeping_areas jsonb, itineraries jsonb)
      where b.id = u.id`.execute(db);
  }
  return rows.length;
};
