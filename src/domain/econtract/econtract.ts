/**
 * The electronic contract at the harbour (issue [6]): what the owner and the tenant check together at check-in and
 * again at check-out, on one phone. Pure data and rules; the server stores and signs, the presenter edits.
 */

export const DIRECTIONS = ['in', 'out'] as const;
/** Check-in (`in`, the boat handed over) or check-out (`out`, the boat brought back). */
export type Direction = (typeof DIRECTIONS)[number];

export const PARTIES = ['owner', 'tenant'] as const;
export type Party = (typeof PARTIES)[number];

export const EQUIPMENT_STATES = ['present', 'missing', 'damaged'] as const;
export type EquipmentState = (typeof EQUIPMENT_STATES)[number];

/** Where on the boat a damage is: the zones an owner walks through at the pontoon. */
export const DAMAGE_ZONES = ['hull', 'deck', 'cockpit', 'cabin', 'engine', 'sails', 'electronics', 'tender', 'upholstery', 'other'] as const;
export type DamageZone = (typeof DAMAGE_ZONES)[number];

/** How the deposit is held: a card imprint or authorisation, cash, or none (no deposit, or the owner waives it). */
export const DEPOSIT_METHODS = ['card', 'cash', 'none'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** How a party confirmed: signed in on the phone, by typing their password, or with a code sent by SMS. */
export const CONFIRMATION_METHODS = ['session', 'password', 'sms'] as const;
export type ConfirmationMethod = (typeof CONFIRMATION_METHODS)[number];

export const ECONTRACT_LIMITS = {
  fullName: 200,
  licenceNumber: 40,
  note: 500,
  damages: 30,
  photosPerDamage: 6,
  /** Engine hours are read off a counter: at most 99,999.9. */
  engineHours: 99_999.9,
} as const;

/** A damage id is made by the phone (it exists before the server has seen it): short and URL-safe. */
export const DAMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export interface EquipmentCheck {
  /** An equipment id of the listing (spec section 3). */
  readonly id: number;
  readonly state: EquipmentState;
}

export interface Damage {
  readonly id: string;
  readonly zone: DamageZone;
  readonly note: string;
  /** Photos uploaded to the server (their ids), in the order taken. */
  readonly photoIds: readonly number[];
}

/** What the parties fill in. Incomplete while a draft; complete (see validation) to be signed. */
export interface EcontractData {
  /** The tenant's name as on their identity document. */
  readonly fullName: string;
  /** The boating licence number; required when the boat needs one (licenceRequired). */
  readonly licenceNumber: string;
  /** Fuel gauge, 0–100 per cent (the form offers eighths). */
  readonly fuelPercent: number | null;
  /** The engine hour counter, to a tenth of an hour. */
  readonly engineHours: number | null;
  readonly equipment: readonly EquipmentCheck[];
  /** At check-in: damages already there. At check-out: damages found on return (new ones). */
  readonly damages: readonly Damage[];
  readonly depositMethod: DepositMethod | null;
  /** Check-out only: EUR cents the owner claims from the deposit for new damage (0: nothing claimed). */
  readonly claimAmount: number;
}

/** What the contract is checked against: the booking and its listing, from the server. */
export interface EcontractFacts {
  readonly direction: Direction;
  readonly licenceRequired: boolean;
  /** The listing's equipment at check-in (the check-in's list again at check-out). */
  readonly equipmentIds: readonly number[];
  /** EUR cents, the listing's deposit. */
  readonly deposit: number;
  /** At check-out: the signed check-in's data, to compare with. */
  readonly checkIn: EcontractData | null;
}

/** The fuel gauge in eighths, as per cent (rounded half up: 1/8 = 13 %). */
export const FUEL_EIGHTHS: readonly number[] = Array.from({ length: 9 }, (_, i) => Math.round((i * 100) / 8));

/** The eighth (0–8) closest to a per cent reading. */
export const eighthOf = (percent: number): number => Math.min(8, Math.max(0, Math.round((percent * 8) / 100)));

/**
 * A boat needs the tenant's licence unless someone else skippers it: a boat offered only with a captain, one rented
 * with the skipper extra, or a boat type that needs no licence.
 */
export const licenceRequired = (boat: {
  readonly sailingType: 'With captain' | 'With or without captain' | 'Without captain';
  readonly boatType: string;
  readonly skipperBooked: boolean;
}): boolean => !(boat.sailingType === 'With captain' || boat.boatType === 'Without license' || boat.skipperBooked);

/** Where a contract starts: the tenant's account name at check-in; at check-out what the check-in recorded. */
export const emptyData = (facts: Pick<EcontractFacts, 'direction' | 'deposit' | 'checkIn'>, tenantName: string): EcontractData => {
  const base: EcontractData = {
    fullName: tenantName,
    licenceNumber: '',
    fuelPercent: null,
    engineHours: null,
    equipment: [],
    damages: [],
    depositMethod: facts.deposit > 0 ? null : 'none',
    claimAmount: 0,
  };
  const checkIn = facts.direction === 'out' ? facts.checkIn : null;
  if (!checkIn) return base;
  return { ...base, fullName: checkIn.fullName, licenceNumber: checkIn.licenceNumber, equipment: checkIn.equipment, depositMethod: checkIn.depositMethod };
};

const collapseSpaces = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Engine hours to a tenth (floating sums never leave 12.300000001 in a signed contract). */
export const roundHours = (hours: number): number => Math.round(hours * 10) / 10;

/**
 * The contract as stored and signed: names trimmed with single spaces, notes trimmed, hours to a tenth, equipment
 * once per id (the last check wins) in id order, photos once each. Idempotent.
 */
export const normaliseData = (data: EcontractData): EcontractData => {
  const equipment = new Map<number, EquipmentState>();
  for (const check of data.equipment) equipment.set(check.id, check.state);
  return {
    fullName: collapseSpaces(data.fullName),
    licenceNumber: collapseSpaces(data.licenceNumber),
    fuelPercent: data.fuelPercent,
    engineHours: data.engineHours === null ? null : roundHours(data.engineHours),
    equipment: [...equipment].sort(([a], [b]) => a - b).map(([id, state]) => ({ id, state })),
    damages: data.damages.map((d) => ({ id: d.id, zone: d.zone, note: d.note.trim(), photoIds: [...new Set(d.photoIds)] })),
    depositMethod: data.depositMethod,
    claimAmount: data.claimAmount,
  };
};

/** The state of one piece of equipment in a contract, or null when not checked yet. */
export const equipmentStateOf = (data: Pick<EcontractData, 'equipment'>, id: number): EquipmentState | null => {
  let state: EquipmentState | null = null;
  for (const check of data.equipment) if (check.id === id) state = check.state;
  return state;
};

/** Sets (or, with null, clears) one equipment check, keeping the others in place. */
export const withEquipment = (data: EcontractData, id: number, state: EquipmentState | null): EcontractData => {
  const others = data.equipment.filter((c) => c.id !== id);
  return { ...data, equipment: state === null ? others : [...others, { id, state }].sort((a, b) => a.id - b.id) };
};

/** Every photo a contract refers to, in damage order. */
export const photoIdsOf = (data: Pick<EcontractData, 'damages'>): number[] => [...new Set(data.damages.flatMap((d) => d.photoIds))];
