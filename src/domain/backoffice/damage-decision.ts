import { normaliseReason, reasonProblem } from './moderation';

/**
 * Staff's decision on a damage claim (issue [7], `damage/edit/{id}`): after a check-out the owner claimed part of the
 * deposit for new damage ([6]); staff grant an amount from 0 to what was claimed, never above the deposit, with a
 * note that explains it to both parties. Decided once. The deposit is held at the harbour (a card imprint or cash),
 * so the decision says what the owner keeps and what goes back to the tenant; no money moves through us.
 */

export const DAMAGE_DECISION_ERRORS = {
  decisionRange: 'backoffice-messages:errors.decisionRange',
  amountInvalid: 'backoffice-messages:errors.amountInvalid',
} as const;

export type DamageClaimStatus = 'open' | 'decided';

export interface ClaimFacts {
  readonly status: DamageClaimStatus;
  /** EUR cents the owner claimed. */
  readonly amount: number;
  /** EUR cents of deposit the contracts recorded. */
  readonly deposit: number;
}

export interface DecisionInput {
  /** EUR cents granted to the owner. */
  readonly amount: number;
  readonly note: string;
}

/** The most staff may grant: what was claimed, and never more than the deposit (nor below 0 on bad data). */
export const decisionCeiling = (claim: Pick<ClaimFacts, 'amount' | 'deposit'>): number => Math.max(0, Math.min(claim.amount, claim.deposit));

/** The problems of a decision, by field (`amount`, `note`), as message keys; empty when it may be applied. */
export const decisionProblems = (decision: DecisionInput, claim: Pick<ClaimFacts, 'amount' | 'deposit'>): Record<string, string> => {
  const problems: Record<string, string> = {};
  if (!Number.isSafeInteger(decision.amount) || decision.amount < 0 || decision.amount > decisionCeiling(claim)) problems.amount = DAMAGE_DECISION_ERRORS.decisionRange;
  const note = reasonProblem(decision.note);
  if (note) problems.note = note;
  return problems;
};

export type DecisionOutcome =
  | { readonly ok: true; readonly decidedAmount: number; readonly note: string; readonly kept: number; readonly released: number }
  | { readonly ok: false; readonly reason: 'alreadyDecided' }
  | { readonly ok: false; readonly reason: 'invalid'; readonly problems: Readonly<Record<string, string>> };

/**
 * Applies a decision to a claim: refused once decided (whatever the input), or with problems; otherwise the amount
 * granted, the note as stored (trimmed), and what the owner keeps of the deposit and what goes back to the tenant.
 */
export const decideClaim = (claim: ClaimFacts, decision: DecisionInput): DecisionOutcome => {
  if (claim.status !== 'open') return { ok: false, reason: 'alreadyDecided' };
  const problems = decisionProblems(decision, claim);
  if (Object.keys(problems).length > 0) return { ok: false, reason: 'invalid', problems };
  return { ok: true, decidedAmount: decision.amount, note: normaliseReason(decision.note), kept: decision.amount, released: Math.max(0, claim.deposit - decision.amount) };
};
