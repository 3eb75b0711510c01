import type { BoatType } from './boat-models';

/** Spec section 3: equipment ids. */
export const EQUIPMENT = {
  airConditioning: 35,
  automaticPilot: 31,
  bimini: 13,
  bowThruster: 27,
  cockpitSpeaker: 38,
  deckShower: 3,
  electricWindlass: 28,
  generator: 48,
  gennaker: 42,
  gps: 29,
  inflatableBanana: 74,
  kayak: 70,
  maskAndTube: 19,
  outboard: 25,
  outboardMotor: 26,
  paddle: 71,
  solarPanels: 44,
  towableTube: 24,
  wakeboard: 23,
  waterSkis: 22,
  watermaker: 47,
} as const;

export const EQUIPMENT_IDS: readonly number[] = Object.values(EQUIPMENT).sort((a, b) => a - b);

type Odds = readonly (readonly [number, number])[];
const e = EQUIPMENT;

const CRUISING_SAIL: Odds = [
  [e.automaticPilot, 0.8], [e.bimini, 0.85], [e.gps, 0.9], [e.electricWindlass, 0.8], [e.deckShower, 0.75],
  [e.maskAndTube, 0.5], [e.outboard, 0.6], [e.gennaker, 0.3], [e.solarPanels, 0.35], [e.paddle, 0.4],
  [e.kayak, 0.15], [e.cockpitSpeaker, 0.5], [e.bowThruster, 0.35], [e.outboardMotor, 0.2],
];
const BIG_YACHT: Odds = [
  [e.airConditioning, 0.9], [e.generator, 0.9], [e.watermaker, 0.6], [e.bowThruster, 0.9], [e.gps, 0.95],
  [e.automaticPilot, 0.8], [e.electricWindlass, 0.95], [e.deckShower, 0.9], [e.cockpitSpeaker, 0.85],
  [e.maskAndTube, 0.7], [e.paddle, 0.6], [e.kayak, 0.3], [e.waterSkis, 0.25], [e.wakeboard, 0.2],
  [e.towableTube, 0.3], [e.inflatableBanana, 0.15], [e.outboard, 0.7], [e.bimini, 0.5], [e.solarPanels, 0.2],
];
const DAY_MOTOR: Odds = [
  [e.bimini, 0.8], [e.gps, 0.6], [e.cockpitSpeaker, 0.7], [e.deckShower, 0.5], [e.maskAndTube, 0.6],
  [e.towableTube, 0.3], [e.waterSkis, 0.2], [e.wakeboard, 0.2], [e.inflatableBanana, 0.1], [e.paddle, 0.35],
  [e.electricWindlass, 0.3], [e.bowThruster, 0.1],
];

/** How likely each equipment is on a boat of each type. */
export const EQUIPMENT_ODDS: Readonly<Record<BoatType, Odds>> = {
  Sailboat: CRUISING_SAIL,
  Catamaran: [...CRUISING_SAIL, [e.generator, 0.45], [e.watermaker, 0.35], [e.airConditioning, 0.3]],
  Gulet: BIG_YACHT,
  'Sail Yacht': BIG_YACHT,
  'Motor Yacht': BIG_YACHT,
  Yacht: BIG_YACHT,
  Houseboat: [[e.bimini, 0.6], [e.gps, 0.3], [e.bowThruster, 0.5], [e.solarPanels, 0.3], [e.paddle, 0.2], [e.kayak, 0.15], [e.cockpitSpeaker, 0.3]],
  Motorboat: DAY_MOTOR,
  RIB: DAY_MOTOR,
  'Jet Ski': [[e.gps, 0.2], [e.cockpitSpeaker, 0.2], [e.towableTube, 0.15]],
  'Without license': [[e.bimini, 0.5], [e.maskAndTube, 0.5], [e.paddle, 0.5], [e.outboardMotor, 0.4], [e.deckShower, 0.1]],
};
