import type { Random } from './random';

export interface UnavailabilityRow {
  readonly boat_id: number;
  /** 'YYYY-MM-DD', both days included. */
  readonly start_date: string;
  readonly end_date: string;
}

const DAY_MS = 86_400_000;

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * 0–6 booked ranges within the 12 months after `now`, in order and never overlapping:
 * day-use boats are booked for 1–3 days, cruising boats mostly for a week.
 */
export const generateUnavailabilities = (rng: Random, boatId: number, now: Date, dayUse: boolean): UnavailabilityRow[] => {
  const count = rng.int(0, 6);
  const rows: UnavailabilityRow[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let cursor = rng.int(1, 30);
  for (let i = 0; i < count; i++) {
    const length = dayUse ? rng.int(1, 3) : rng.weighted([[7, 5], [rng.int(3, 6), 3], [14, 1]] as const);
    const start = cursor + rng.int(0, 50);
    const end = start + length - 1;
    if (end > 365) break;
    rows.push({ boat_id: boatId, start_date: isoDay(new Date(today + start * DAY_MS)), end_date: isoDay(new Date(today + end * DAY_MS)) });
    cursor = end + 1 + rng.int(1, 10);
  }
  return rows;
};
