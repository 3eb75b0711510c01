import { equipmentStateOf, type Damage, type EcontractData, type EquipmentState } from './econtract';

/** What changed between the check-in and the check-out: shown at check-out, and the ground of a damage claim. */
export interface ContractDifferences {
  /** Per cent points of fuel (negative: used); null until both readings exist. */
  readonly fuel: { readonly before: number; readonly after: number; readonly change: number } | null;
  /** Engine hours run during the rental; null until both readings exist. */
  readonly engineHours: { readonly before: number; readonly after: number; readonly used: number } | null;
  /** Equipment whose state changed, in id order. `worse`: present → missing or damaged, damaged → missing. */
  readonly equipment: ReadonlyArray<{ readonly id: number; readonly before: EquipmentState | null; readonly after: EquipmentState | null; readonly worse: boolean }>;
  /** Damages recorded at check-out (the check-in's are known already). */
  readonly newDamages: readonly Damage[];
  /** Something was found that may justify keeping part of the deposit. */
  readonly hasNewDamage: boolean;
}

const SEVERITY: Readonly<Record<EquipmentState, number>> = { present: 0, damaged: 1, missing: 2 };

/** A piece of equipment is worse when it went from present to damaged or missing, or from damaged to missing. */
export const isWorse = (before: EquipmentState | null, after: EquipmentState | null): boolean =>
  before !== null && after !== null && SEVERITY[after] > SEVERITY[before];

export const contractDifferences = (checkIn: EcontractData, checkOut: EcontractData): ContractDifferences => {
  const ids = [...new Set([...checkIn.equipment.map((c) => c.id), ...checkOut.equipment.map((c) => c.id)])].sort((a, b) => a - b);
  const equipment = ids.flatMap((id) => {
    const before = equipmentStateOf(checkIn, id);
    const after = equipmentStateOf(checkOut, id);
    return before === after ? [] : [{ id, before, after, worse: isWorse(before, after) }];
  });
  const fuel =
    checkIn.fuelPercent !== null && checkOut.fuelPercent !== null
      ? { before: checkIn.fuelPercent, after: checkOut.fuelPercent, change: checkOut.fuelPercent - checkIn.fuelPercent }
      : null;
  const engineHours =
    checkIn.engineHours !== null && checkOut.engineHours !== null
      ? { before: checkIn.engineHours, after: checkOut.engineHours, used: Math.round((checkOut.engineHours - checkIn.engineHours) * 10) / 10 }
      : null;
  const newDamages = checkOut.damages;
  return { fuel, engineHours, equipment, newDamages, hasNewDamage: newDamages.length > 0 || equipment.some((e) => e.worse) };
};
