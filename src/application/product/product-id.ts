/** The product id at the end of the route's boat name ("bavaria-cruiser-46-1234" → 1234), else undefined. */
export const productIdFromBoatName = (boatName: string): number | undefined => {
  const match = /(?:^|-)(\d{1,9})$/.exec(boatName);
  if (match === null) return undefined;
  const id = Number(match[1]);
  return id > 0 ? id : undefined;
};
