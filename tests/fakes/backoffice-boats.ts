import { left, right } from 'fp-ts/lib/Either';
import { BoatReview, type BoatStatusBody } from '../../src/contract/backoffice-boats';
import type { AuditEntry } from '../../src/contract/backoffice';
import {
  Proposal,
  ProposalBoatList,
  ProposalBooked,
  ProposalList,
  TenantProposal,
  type ProposalBoatOption,
  type ProposalBody,
} from '../../src/contract/proposals';
import type { BackOfficeBoatsGateway } from '../../src/application/backoffice/backoffice-boats-port';
import type { ProposalGateway } from '../../src/application/account/proposal-gateway';
import type { ApiFailure } from '../../src/application/shared/api-failure';
import { reasonProblem, reviewRefusal } from '../../src/domain/backoffice/listing-review';
import { isRefusal, proposalProblems, proposalTransition, type ProposalStatus } from '../../src/domain/backoffice/proposals';
import { completeFields, listing, LISTING_ID } from './listings';
import { Scripted } from './scripted';

/** The server's refusal, as the HTTP client reports it: status, error code, message, details and more in the body. */
export const boatsRefusal = (status: number, error: string, extra: Record<string, unknown> = {}, path = '/test'): ApiFailure => ({
  kind: 'http',
  path,
  status,
  body: { error, message: `Refused: ${error}.`, ...extra },
  headers: {},
});

// ---- fixtures (each decodes with its contract codec: the fake answers through `decoded`) ---------------------------

export const STAFF = { id: 3, email: 'staff@demo.seaway.test' } as const;
export const TODAY = '2025-06-15';
export const PROPOSAL_ID = 41;
export const PROPOSAL_HASH = `pr${'ab'.repeat(20)}`;

export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  at: '2025-06-15T10:00:00.000Z',
  actor: STAFF,
  action: 'boat.reject',
  objectType: 'boat',
  objectId: LISTING_ID,
  before: { status: 'published', rejectionReason: null },
  after: { status: 'rejected', rejectionReason: 'Pictures of another boat' },
  note: 'Pictures of another boat',
  ...overrides,
});

export const boatReview = (overrides: Partial<BoatReview> = {}): BoatReview => ({
  listing: listing(completeFields({ titles: { en: 'A roomy sailboat', fr: 'Un voilier spacieux' }, descriptions: { en: 'Roomy.' } }), {
    status: 'published',
    productUrl: '/boat-rental/marseille/sailboat/a-roomy-sailboat-808',
  }),
  rejectionReason: null,
  owner: { id: 8, firstName: 'Olivier', lastName: 'Navarre', email: 'owner@demo.seaway.test', deleted: false, flagged: false, flagReason: null, flaggedAt: null },
  ownerIsPro: true,
  counts: { bookings: 3, openRequests: 1, reviews: 4 },
  reviewsAverage: 4.5,
  createdAt: '2024-03-01T09:00:00.000Z',
  publishedAt: '2024-03-02T09:00:00.000Z',
  audit: [],
  ...overrides,
});

export const boatOption = (overrides: Partial<ProposalBoatOption> = {}): ProposalBoatOption => ({
  id: 108,
  title: 'Lagoon 42',
  status: 'published',
  harbourName: 'Vieux-Port',
  pricePerDay: 45_000,
  capacity: 10,
  picture: '/media/boats/108/1.svg',
  ...overrides,
});

export const proposal = (overrides: Partial<Proposal> = {}): Proposal => ({
  id: PROPOSAL_ID,
  hash: PROPOSAL_HASH,
  status: 'draft',
  tenantEmail: 'tina@example.test',
  startDate: '2025-07-05',
  endDate: '2025-07-11',
  people: 4,
  language: 'fr',
  message: 'Two boats for your week.',
  items: [
    { id: 1, boatId: 108, boatTitle: 'Lagoon 42', boatStatus: 'published', picture: null, harbourName: 'Vieux-Port', price: 280_000, listPrice: 315_000, capacity: 10, available: true },
    { id: 2, boatId: 208, boatTitle: 'Dufour 390', boatStatus: 'published', picture: null, harbourName: 'Vieux-Port', price: 150_000, listPrice: 150_000, capacity: 8, available: true },
  ],
  link: `https://seaway.test/fr/account/offers/${PROPOSAL_HASH}`,
  createdBy: STAFF,
  createdAt: '2025-06-15T09:00:00.000Z',
  updatedAt: '2025-06-15T09:00:00.000Z',
  sentAt: null,
  bookings: [],
  audit: [auditEntry({ action: 'proposal.create', objectType: 'proposal', objectId: PROPOSAL_ID, before: null, after: {}, note: null })],
  ...overrides,
});

export const tenantProposal = (overrides: Partial<TenantProposal> = {}): TenantProposal => ({
  hash: PROPOSAL_HASH,
  status: 'sent',
  startDate: '2025-07-05',
  endDate: '2025-07-11',
  people: 4,
  message: 'Two boats for your week.',
  items: [
    { id: 1, boat: { id: 108, name: 'Lagoon 42', image: null, harbourName: 'Vieux-Port', productUrl: '/boat-rental/marseille/catamaran/lagoon-42-108' }, price: 280_000, available: true },
    { id: 2, boat: { id: 208, name: 'Dufour 390', image: null, harbourName: 'Vieux-Port', productUrl: null }, price: 150_000, available: false },
  ],
  ...overrides,
});

// ---- the gateways --------------------------------------------------------------------------------------------------

export type BackOfficeBoatsMethod = keyof BackOfficeBoatsGateway;

/**
 * The listing review and proposals in memory, keeping the server's rules the presenters rely on (the domain's review
 * moves and reasons, the proposal's life and input problems). A method can be told to fail once (queued) or to hold
 * its answer until released.
 */
export class FakeBackOfficeBoatsGateway extends Scripted<BackOfficeBoatsMethod> implements BackOfficeBoatsGateway {
  readonly server: { reviews: Map<number, BoatReview>; proposals: Map<number, Proposal>; boats: ProposalBoatOption[] };
  private nextId = PROPOSAL_ID + 1;

  constructor(initial: { reviews?: BoatReview[]; proposals?: Proposal[]; boats?: ProposalBoatOption[] } = {}) {
    super();
    this.server = {
      reviews: new Map((initial.reviews ?? [boatReview()]).map((r) => [r.listing.id, r])),
      proposals: new Map((initial.proposals ?? [proposal()]).map((p) => [p.id, p])),
      boats: initial.boats ?? [boatOption(), boatOption({ id: 208, title: 'Dufour 390', pricePerDay: 25_000, capacity: 8 })],
    };
  }

  boatReview(boatId: number) {
    return this.answer('boatReview', [boatId], BoatReview, () => {
      const found = this.server.reviews.get(boatId);
      return found ? right(found) : left(boatsRefusal(404, 'listing_not_found'));
    });
  }

  changeBoatStatus(boatId: number, body: BoatStatusBody) {
    return this.answer('changeBoatStatus', [boatId, body], BoatReview, () => {
      const found = this.server.reviews.get(boatId);
      if (!found) return left(boatsRefusal(404, 'listing_not_found'));
      const problem = reasonProblem(body.status, body.reason);
      if (problem) return left(boatsRefusal(400, 'reason_invalid', { details: [`reason: ${problem}`] }));
      const refusal = reviewRefusal(found.listing.status, body.status);
      if (refusal) return left(boatsRefusal(409, refusal));
      if (body.status === 'published' && found.listing.missingSteps.length > 0) return left(boatsRefusal(422, 'listing_incomplete', { missingSteps: found.listing.missingSteps }));
      const reason = body.reason.trim();
      const updated: BoatReview = {
        ...found,
        listing: { ...found.listing, status: body.status, productUrl: body.status === 'published' ? found.listing.productUrl : null },
        rejectionReason: body.status === 'rejected' ? reason : null,
        audit: [
          ...found.audit,
          auditEntry({
            id: found.audit.length + 1,
            action: `boat.${body.status === 'published' ? 'publish' : body.status === 'paused' ? 'pause' : 'reject'}`,
            before: { status: found.listing.status },
            after: { status: body.status },
            note: reason || null,
          }),
        ],
      };
      this.server.reviews.set(boatId, updated);
      return right(updated);
    });
  }

  proposals(status?: ProposalStatus) {
    return this.answer('proposals', [status], ProposalList, () =>
      right({
        proposals: [...this.server.proposals.values()]
          .filter((p) => status === undefined || p.status === status)
          .map((p) => ({ id: p.id, status: p.status, tenantEmail: p.tenantEmail, startDate: p.startDate, endDate: p.endDate, items: p.items.length, createdAt: p.createdAt, sentAt: p.sentAt })),
      }),
    );
  }

  proposal(proposalId: number) {
    return this.answer('proposal', [proposalId], Proposal, () => {
      const found = this.server.proposals.get(proposalId);
      return found ? right(found) : left(boatsRefusal(404, 'proposal_not_found'));
    });
  }

  createProposal(body: ProposalBody) {
    return this.answer('createProposal', [body], Proposal, () => {
      const saved = this.saved(this.nextId, body, 'draft');
      if (saved.kind === 'refused') return left(saved.failure);
      this.nextId += 1;
      return right(saved.proposal);
    });
  }

  updateProposal(proposalId: number, body: ProposalBody) {
    return this.answer('updateProposal', [proposalId, body], Proposal, () => {
      const found = this.server.proposals.get(proposalId);
      if (!found) return left(boatsRefusal(404, 'proposal_not_found'));
      const next = proposalTransition(found.status, 'edit');
      if (isRefusal(next)) return left(boatsRefusal(409, next.refused));
      const saved = this.saved(proposalId, body, found.status);
      return saved.kind === 'refused' ? left(saved.failure) : right(saved.proposal);
    });
  }

  sendProposal(proposalId: number) {
    return this.answer('sendProposal', [proposalId], Proposal, () => this.moved(proposalId, 'send'));
  }

  withdrawProposal(proposalId: number, reason: string) {
    return this.answer('withdrawProposal', [proposalId, reason], Proposal, () => this.moved(proposalId, 'withdraw'));
  }

  proposalBoats(query: string) {
    return this.answer('proposalBoats', [query], ProposalBoatList, () => {
      const q = query.trim().toLowerCase();
      return right({ boats: this.server.boats.filter((b) => String(b.id) === q || b.title.toLowerCase().includes(q)) });
    });
  }

  private moved(proposalId: number, event: 'send' | 'withdraw') {
    const found = this.server.proposals.get(proposalId);
    if (!found) return left(boatsRefusal(404, 'proposal_not_found'));
    const next = proposalTransition(found.status, event);
    if (isRefusal(next)) return left(boatsRefusal(409, next.refused));
    const updated: Proposal = { ...found, status: next, sentAt: event === 'send' ? '2025-06-15T10:00:00.000Z' : found.sentAt };
    this.server.proposals.set(proposalId, updated);
    return right(updated);
  }

  private saved(id: number, body: ProposalBody, status: ProposalStatus): { kind: 'saved'; proposal: Proposal } | { kind: 'refused'; failure: ApiFailure } {
    const problems = proposalProblems({ ...body, items: body.items.map((i) => ({ boatId: i.boatId, price: i.price ?? null })) }, TODAY);
    if (problems.length > 0) return { kind: 'refused', failure: boatsRefusal(400, 'proposal_invalid', { details: problems }) };
    const unknown = body.items.flatMap((item, index) => (this.server.boats.some((b) => b.id === item.boatId) ? [] : [`items.${index}.boatId: backoffice-boats:errors.boatUnknown`]));
    if (unknown.length > 0) return { kind: 'refused', failure: boatsRefusal(409, 'boats_not_available', { details: unknown }) };
    const proposalSaved: Proposal = {
      ...proposal({ id, status, audit: [] }),
      tenantEmail: body.tenantEmail.trim().toLowerCase(),
      startDate: body.startDate,
      endDate: body.endDate,
      people: body.people,
      language: body.language,
      message: body.message.trim(),
      items: body.items.map((item, index) => {
        const boat = this.server.boats.find((b) => b.id === item.boatId)!;
        const listPrice = boat.pricePerDay * 7;
        return { id: index + 1, boatId: boat.id, boatTitle: boat.title, boatStatus: boat.status, picture: boat.picture, harbourName: boat.harbourName, price: item.price ?? listPrice, listPrice, capacity: boat.capacity, available: true };
      }),
    };
    this.server.proposals.set(id, proposalSaved);
    return { kind: 'saved', proposal: proposalSaved };
  }
}

export type ProposalMethod = keyof ProposalGateway;

/** The tenant's side in memory: the proposal by its hash, and booking one of its boats. */
export class FakeProposalGateway extends Scripted<ProposalMethod> implements ProposalGateway {
  constructor(public current: TenantProposal = tenantProposal()) {
    super();
  }

  proposal(hash: string) {
    return this.answer('proposal', [hash], TenantProposal, () => (hash === this.current.hash ? right(this.current) : left(boatsRefusal(404, 'proposal_not_found'))));
  }

  book(hash: string, itemId: number) {
    return this.answer('book', [hash, itemId], ProposalBooked, () => {
      if (hash !== this.current.hash) return left(boatsRefusal(404, 'proposal_not_found'));
      if (this.current.status === 'withdrawn') return left(boatsRefusal(409, 'proposal_withdrawn'));
      const item = this.current.items.find((i) => i.id === itemId);
      if (!item) return left(boatsRefusal(404, 'proposal_not_found'));
      if (!item.available) return left(boatsRefusal(409, 'dates_not_available'));
      return right({ paymentSessionHash: `session-${itemId}` });
    });
  }
}
