/**
 * Translation-key suffixes for the spec's enumerations, whose values hold spaces and capitals
 * ('Motor Yacht' → 'motorYacht', 'RIB' → 'rib', 'With or without captain' → 'withOrWithoutCaptain').
 */
export const enumKey = (value: string): string => {
  const words = value.trim().split(/[\s_-]+/).filter((word) => word !== '');
  return words
    .map((word, index) => {
      const lower = word === word.toUpperCase() ? word.toLowerCase() : word;
      return index === 0 ? lower.charAt(0).toLowerCase() + lower.slice(1) : lower.charAt(0).toUpperCase() + lower.slice(1).toLowerCase();
    })
    .join('');
};
