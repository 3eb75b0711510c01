import type { CatalogueSnapshot } from '../../server/search/catalogue-snapshot';

/** What a snapshot holds, whatever its order: per boat its columns and equipment, and the ranges. */
export const snapshotContents = (snapshot: CatalogueSnapshot) => {
  const boats = Array.from({ length: snapshot.size }, (_, i) => [
    snapshot.id[i], snapshot.latitude[i], snapshot.longitude[i], snapshot.placeId[i], snapshot.score[i], snapshot.prices[snapshot.priceRank[i]!], snapshot.capacity[i], snapshot.cabins[i],
    snapshot.berths[i], snapshot.discount[i], snapshot.reviewsAvg[i], snapshot.instantBooking[i], snapshot.types[snapshot.typeCode[i]!], snapshot.sailingTypes[snapshot.sailingType[i]!],
    [...snapshot.equipment.slice(i * 3, i * 3 + 3)],
  ]).sort((a, b) => Number(a[0]) - Number(b[0]));
  const ranges = [snapshot.short, snapshot.long]
    .flatMap((r) => [...r.boat].map((boat, k) => [snapshot.id[boat]!, r.start[k]!, r.end[k]!]))
    .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!);
  return { versions: snapshot.versions, boats, ranges };
};
