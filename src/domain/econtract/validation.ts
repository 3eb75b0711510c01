import { contractDifferences } from './differences';
import { DAMAGE_ID_PATTERN, ECONTRACT_LIMITS, equipmentStateOf, normaliseData, type EcontractData, type EcontractFacts } from './econtract';

/**
 * A problem of one field: `key` is a message key of the `econtract` namespace. The server sends them as
 * `field: econtract.key` (a 400's details), the presenter shows them next to the field.
 */
export interface Problem {
  readonly field: string;
  readonly key: string;
}

const problem = (field: string, key: string): Problem => ({ field, key: `errors.${key}` });

const isWholeCents = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/**
 * What no draft may hold, even half-typed: values out of range, equipment the listing does not have, too many or
 * too long things, a claim at check-in or above the deposit. The server refuses such a draft (400).
 */
export const draftProblems = (data: EcontractData, facts: EcontractFacts): Problem[] => {
  const problems: Problem[] = [];
  if (data.fullName.length > ECONTRACT_LIMITS.fullName) problems.push(problem('fullName', 'fullNameTooLong'));
  if (data.licenceNumber.length > ECONTRACT_LIMITS.licenceNumber) problems.push(problem('licenceNumber', 'licenceTooLong'));
  if (data.fuelPercent !== null && !(Number.isInteger(data.fuelPercent) && data.fuelPercent >= 0 && data.fuelPercent <= 100)) {
    problems.push(problem('fuelPercent', 'fuelRange'));
  }
  if (data.engineHours !== null && !(Number.isFinite(data.engineHours) && data.engineHours >= 0 && data.engineHours <= ECONTRACT_LIMITS.engineHours)) {
    problems.push(problem('engineHours', 'hoursRange'));
  }
  // A piece checked twice is not a problem: the last check wins (normaliseData).
  for (const id of new Set(data.equipment.map((c) => c.id))) if (!facts.equipmentIds.includes(id)) problems.push(problem(`equipment.${id}`, 'equipmentUnknown'));
  if (data.damages.length > ECONTRACT_LIMITS.damages) problems.push(problem('damages', 'tooManyDamages'));
  const seenDamages = new Set<string>();
  data.damages.forEach((damage, i) => {
    if (!DAMAGE_ID_PATTERN.test(damage.id) || seenDamages.has(damage.id)) problems.push(problem(`damages.${i}`, 'damageId'));
    seenDamages.add(damage.id);
    if (damage.note.length > ECONTRACT_LIMITS.note) problems.push(problem(`damages.${i}.note`, 'noteTooLong'));
    if (damage.photoIds.length > ECONTRACT_LIMITS.photosPerDamage) problems.push(problem(`damages.${i}.photos`, 'tooManyPhotos'));
  });
  if (!isWholeCents(data.claimAmount)) problems.push(problem('claimAmount', 'claimRange'));
  else if (data.claimAmount > 0 && facts.direction === 'in') problems.push(problem('claimAmount', 'claimAtCheckIn'));
  else if (data.claimAmount > facts.deposit) problems.push(problem('claimAmount', 'claimAboveDeposit'));
  return problems;
};

/**
 * What keeps a contract from being signed: the draft's problems, and every part filled in — the tenant's name (and
 * licence when the boat needs one), fuel, engine hours (at check-out not below the check-in's), every piece of
 * equipment checked, each damage described, how the deposit is held, and a claim only for something new.
 */
export const signingProblems = (data: EcontractData, facts: EcontractFacts): Problem[] => {
  const problems = draftProblems(data, facts);
  const clean = normaliseData(data);
  if (clean.fullName.length < 2) problems.push(problem('fullName', 'fullNameRequired'));
  if (facts.licenceRequired && clean.licenceNumber === '') problems.push(problem('licenceNumber', 'licenceRequired'));
  if (data.fuelPercent === null) problems.push(problem('fuelPercent', 'fuelRequired'));
  if (data.engineHours === null) problems.push(problem('engineHours', 'hoursRequired'));
  const before = facts.direction === 'out' ? facts.checkIn?.engineHours ?? null : null;
  if (data.engineHours !== null && before !== null && data.engineHours < before) problems.push(problem('engineHours', 'hoursBelowCheckIn'));
  for (const id of facts.equipmentIds) if (equipmentStateOf(data, id) === null) problems.push(problem(`equipment.${id}`, 'equipmentUnchecked'));
  clean.damages.forEach((damage, i) => {
    if (damage.note === '' && damage.photoIds.length === 0) problems.push(problem(`damages.${i}.note`, 'damageEmpty'));
  });
  if (data.depositMethod === null) problems.push(problem('depositMethod', 'depositMethodRequired'));
  else if (facts.deposit === 0 && data.depositMethod !== 'none') problems.push(problem('depositMethod', 'noDeposit'));
  if (data.claimAmount > 0 && facts.direction === 'out' && facts.checkIn && !contractDifferences(facts.checkIn, data).hasNewDamage) {
    problems.push(problem('claimAmount', 'claimWithoutDamage'));
  }
  return problems;
};

/** Problems as the server's 400 details: `field: econtract.errors.key`. */
export const problemDetails = (problems: readonly Problem[]): string[] => problems.map((p) => `${p.field}: econtract.${p.key}`);
