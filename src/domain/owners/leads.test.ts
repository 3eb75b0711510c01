import { describe, expect, it } from 'vitest';
import { assignmentProblem, effectiveLeadStatus, isAwaitingAnswer, isSettableLeadStatus, lastWriterOf, leadsCountFor, needsAnswerFrom, statusChangeProblem, type LeadState } from './leads';

const lead = (overrides: Partial<LeadState> = {}): LeadState => ({ status: 'open', assignedTo: null, lastWriter: 'tenant', ...overrides });
const OWNER = 8;
const NINA = 41;

describe('leads', () => {
  it('a conversation with a booking is won', () => {
    expect(effectiveLeadStatus('open', true)).toBe('won');
    expect(effectiveLeadStatus('lost', true)).toBe('won');
    expect(effectiveLeadStatus('lost', false)).toBe('lost');
  });

  it('awaits an answer when the tenant wrote last, system messages aside', () => {
    expect(lastWriterOf(['tenant', 'system'])).toBe('tenant');
    expect(lastWriterOf(['tenant', 'team', 'system'])).toBe('team');
    expect(lastWriterOf(['system'])).toBeNull();
    expect(lastWriterOf([])).toBeNull();
    expect(isAwaitingAnswer(lead())).toBe(true);
    expect(isAwaitingAnswer(lead({ lastWriter: 'team' }))).toBe(false);
  });

  it('counts open, unanswered leads nobody took, or that I took', () => {
    const leads = [
      lead(),
      lead({ assignedTo: NINA }),
      lead({ assignedTo: OWNER }),
      lead({ lastWriter: 'team' }),
      lead({ status: 'lost' }),
      lead({ status: 'won' }),
    ];
    expect(leadsCountFor(leads, OWNER)).toBe(2);
    expect(leadsCountFor(leads, NINA)).toBe(2);
    expect(needsAnswerFrom(lead({ assignedTo: NINA }), OWNER)).toBe(false);
  });

  it('gives a lead only to the fleet’s owner or an accepted teammate (or to nobody)', () => {
    const fleet = { ownerId: OWNER, teammateIds: [NINA] };
    expect(assignmentProblem(null, fleet)).toBeUndefined();
    expect(assignmentProblem(OWNER, fleet)).toBeUndefined();
    expect(assignmentProblem(NINA, fleet)).toBeUndefined();
    expect(assignmentProblem(99, fleet)).toBe('owners:errors.notATeammate');
  });

  it('sets open or lost by hand, never on a won lead', () => {
    expect(isSettableLeadStatus('lost')).toBe(true);
    expect(isSettableLeadStatus('open')).toBe(true);
    expect(isSettableLeadStatus('won')).toBe(false);
    expect(statusChangeProblem('won')).toBe('owners:errors.alreadyWon');
    expect(statusChangeProblem('lost')).toBeUndefined();
  });
});
