import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { Proposal, ProposalBody, ProposalBoatOption, ProposalSummary } from '../../contract/proposals';
import { PROPOSAL_LIMITS, PROPOSAL_MESSAGES, proposalProblems, type ProposalStatus } from '../../domain/backoffice/proposals';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '../../domain/i18n/languages';
import { addDays, isoDateFromEpochMs } from '../../domain/search/iso-date';
import type { Authenticator } from '../auth/authenticator';
import { routeHref } from '../account/booking-card';
import { callSignedIn } from '../account/signed-in';
import { parseEuros, parseWhole } from '../listings/listing-editor-presenter-form';
import { formatEuros } from '../listings/owner-listings-presenter-format';
import type { Navigator } from '../routing/navigator';
import type { SearchSettings } from '../search/search-context';
import type { Clock } from '../shared/clock';
import { TOKENS } from '../tokens';
import { BACKOFFICE_BOATS_TOKENS, type BackOfficeBoatsGateway } from './backoffice-boats-port';
import { boatsErrorKey, boatsFieldProblems, idOfPage, staffLoadFailure, type StaffLoadFailure } from './boats-failures';
import { staffDays } from './staff-formats';
import { displayNames } from '../../domain/i18n/intl-formats';

export interface ProposalForm {
  readonly tenantEmail: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly people: string;
  readonly language: LanguageCode;
  readonly message: string;
}

/** A boat of the proposal being written: its price typed in euros ('' for the boat's own price for the dates). */
export interface ProposalItemRow {
  readonly boatId: number;
  readonly title: string;
  readonly harbourName: string | null;
  readonly capacity: number;
  /** EUR cents per day, before discounts (a hint while the dates' own price is not known). */
  readonly pricePerDay: number | null;
  /** The boat's own price for the saved dates, once saved. */
  readonly listPrice: number | null;
  readonly priceText: string;
}

/** A proposal of the recent list, every text ready. */
export interface ProposalLine {
  readonly id: number;
  readonly tenantEmail: string;
  readonly dates: string;
  /** backoffice-boats:proposalStatus.{status} */
  readonly statusKey: string;
  readonly items: number;
  readonly href: string;
}

const centsText = (cents: number): string => (cents / 100).toFixed(2);

const emptyForm = (language: LanguageCode, today: string): ProposalForm => ({
  tenantEmail: '',
  startDate: addDays(today, 30),
  endDate: addDays(today, 36),
  people: '2',
  language,
  message: '',
});

/**
 * propale/edit/{id} (`new` for a new proposal): the tenant's address and language, the dates and people, a message,
 * and 1 to 10 boats found by name or id, each at the boat's own price for the dates or at a price staff type. Checked
 * with the domain's rules before saving; a refusal keeps everything typed and names the field or the boat. Once
 * saved, the proposal's page (propale/details/{id}) opens, where it is sent.
 */
@injectable()
export class ProposalEditorPresenter {
  proposalId: number | null = null;
  isNew = true;
  status: 'loading' | 'ready' | StaffLoadFailure = 'loading';
  errorKey: string | null = null;
  proposalStatus: ProposalStatus | null = null;
  form: ProposalForm;
  items: readonly ProposalItemRow[] = [];
  problems: Readonly<Record<string, string>> = {};
  noticeKey: string | null = null;
  saving = false;
  query = '';
  results: readonly ProposalBoatOption[] = [];
  searchStatus: 'idle' | 'loading' | 'done' | 'error' = 'idle';
  recent: readonly ProposalSummary[] = [];

  readonly limits = PROPOSAL_LIMITS;

  constructor(
    @inject(BACKOFFICE_BOATS_TOKENS.BackOfficeBoatsGateway) private readonly gateway: BackOfficeBoatsGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    this.form = emptyForm(settings.language, this.today);
    makeObservable(this, {
      proposalId: observable,
      isNew: observable,
      status: observable,
      errorKey: observable,
      proposalStatus: observable,
      form: observableRef,
      items: observableRef,
      problems: observableRef,
      noticeKey: observable,
      saving: observable,
      query: observable,
      results: observableRef,
      searchStatus: observable,
      recent: observableRef,
      canEdit: computed,
      canAddMore: computed,
      languageOptions: computed,
      recentLines: computed,
      pageEntered: action,
      load: action,
      fieldChanged: action,
      queryChanged: action,
      searchSubmitted: action,
      boatAdded: action,
      itemRemoved: action,
      itemMoved: action,
      itemPriceChanged: action,
      saveClicked: action,
    });
  }

  private get today(): string {
    return isoDateFromEpochMs(this.clock.now().getTime());
  }

  /** Only a draft or a sent proposal is edited (a booked or withdrawn one changes no more). */
  get canEdit(): boolean {
    return this.status === 'ready' && (this.proposalStatus === null || this.proposalStatus === 'draft' || this.proposalStatus === 'sent');
  }

  /** The languages of the email and the link, named in the page's language. */
  get languageOptions(): ReadonlyArray<{ readonly code: LanguageCode; readonly name: string }> {
    const names = displayNames(this.settings.language, { type: 'language' });
    return LANGUAGE_CODES.map((code) => ({ code, name: `${names.of(code) ?? code} (${code})` }));
  }

  get canAddMore(): boolean {
    return this.items.length < PROPOSAL_LIMITS.itemsMax;
  }

  get recentLines(): ProposalLine[] {
    return this.recent.map((p) => ({
      id: p.id,
      tenantEmail: p.tenantEmail,
      dates: staffDays(p.startDate, p.endDate, this.settings.language),
      statusKey: `backoffice-boats:proposalStatus.${p.status}`,
      items: p.items,
      href: this.detailsHref(p.id),
    }));
  }

  detailsHref(id: number): string {
    return routeHref({ screen: 'backOffice', page: 'propaleDetails', id: String(id) }, this.settings);
  }

  /** A boat's price hint: its own price for the saved dates, else its price per day (backoffice-boats:proposal.hint.*). */
  priceHint(row: ProposalItemRow): { readonly key: string; readonly amount: string } | null {
    if (row.listPrice !== null) return { key: 'backoffice-boats:proposal.hint.listPrice', amount: formatEuros(row.listPrice, this.settings.language) };
    if (row.pricePerDay !== null) return { key: 'backoffice-boats:proposal.hint.perDay', amount: formatEuros(row.pricePerDay, this.settings.language) };
    return null;
  }

  problemOf(field: string): string | undefined {
    return this.problems[field];
  }

  pageEntered(id: string | undefined): Promise<void> {
    if (id === 'new') {
      this.isNew = true;
      this.proposalId = null;
      this.proposalStatus = null;
      this.status = 'ready';
      return this.loadRecent();
    }
    this.isNew = false;
    this.proposalId = idOfPage(id) ?? null;
    return this.load();
  }

  async load(): Promise<void> {
    const id = this.proposalId;
    if (this.isNew) return this.loadRecent();
    if (id === null) {
      this.status = 'notFound';
      this.errorKey = 'backoffice-boats:errors.proposalNotFound';
      return;
    }
    this.status = 'loading';
    this.errorKey = null;
    const loaded = await callSignedIn(this.authenticator, 'menu', () => this.gateway.proposal(id));
    runInAction(() => {
      if (isLeft(loaded)) {
        this.status = staffLoadFailure(loaded.left);
        this.errorKey = loaded.left.kind === 'signInAborted' ? null : boatsErrorKey(loaded.left);
        return;
      }
      this.applySaved(loaded.right);
      this.status = 'ready';
    });
  }

  /** The recent proposals, under the form of a new one (the back office's list of proposals). */
  private async loadRecent(): Promise<void> {
    const loaded = await callSignedIn(this.authenticator, 'menu', () => this.gateway.proposals());
    runInAction(() => {
      if (isLeft(loaded)) {
        // The form works without the list; a page for staff only says so when staff are not signed in.
        if (loaded.left.kind === 'signInAborted' || (loaded.left.kind === 'http' && loaded.left.status === 403)) {
          this.status = staffLoadFailure(loaded.left);
          this.errorKey = loaded.left.kind === 'signInAborted' ? null : boatsErrorKey(loaded.left);
        }
        return;
      }
      this.recent = loaded.right.proposals;
    });
  }

  private applySaved(proposal: Proposal): void {
    this.proposalStatus = proposal.status;
    this.form = {
      tenantEmail: proposal.tenantEmail,
      startDate: proposal.startDate,
      endDate: proposal.endDate,
      people: String(proposal.people),
      language: isLanguageCode(proposal.language) ? proposal.language : this.settings.language,
      message: proposal.message,
    };
    // A price equal to the boat's own follows the dates when they change; another one is what staff typed.
    this.items = proposal.items.map((item) => ({
      boatId: item.boatId,
      title: item.boatTitle,
      harbourName: item.harbourName,
      capacity: item.capacity,
      pricePerDay: null,
      listPrice: item.listPrice,
      priceText: item.price === item.listPrice ? '' : centsText(item.price),
    }));
  }

  fieldChanged<K extends keyof ProposalForm>(field: K, value: ProposalForm[K]): void {
    this.form = { ...this.form, [field]: value };
    this.clearProblem((path) => path === field);
  }

  queryChanged(query: string): void {
    this.query = query;
  }

  async searchSubmitted(): Promise<void> {
    const query = this.query.trim();
    if (query === '' || query.length > 100) return;
    this.searchStatus = 'loading';
    const found = await callSignedIn(this.authenticator, 'menu', () => this.gateway.proposalBoats(query));
    runInAction(() => {
      if (isLeft(found)) {
        this.searchStatus = 'error';
        this.results = [];
        return;
      }
      this.results = found.right.boats;
      this.searchStatus = 'done';
    });
  }

  boatAdded(option: ProposalBoatOption): void {
    if (!this.canAddMore || this.items.some((i) => i.boatId === option.id)) return;
    this.items = [
      ...this.items,
      { boatId: option.id, title: option.title, harbourName: option.harbourName, capacity: option.capacity, pricePerDay: option.pricePerDay, listPrice: null, priceText: '' },
    ];
    this.clearProblem((path) => path === 'items');
  }

  itemRemoved(index: number): void {
    this.items = this.items.filter((_, i) => i !== index);
    // The rows below moved up: their problems would show on the wrong row.
    this.clearProblem((path) => path.startsWith('items'));
  }

  itemMoved(index: number, by: -1 | 1): void {
    const to = index + by;
    if (to < 0 || to >= this.items.length) return;
    const items = [...this.items];
    [items[index], items[to]] = [items[to]!, items[index]!];
    this.items = items;
    this.clearProblem((path) => path.startsWith('items.'));
  }

  itemPriceChanged(index: number, text: string): void {
    this.items = this.items.map((row, i) => (i === index ? { ...row, priceText: text } : row));
    this.clearProblem((path) => path === `items.${index}.price`);
  }

  /** Checks the form with the domain's rules; the body to send when it has no problem. */
  private bodyOrProblems(): { body: ProposalBody } | { problems: Record<string, string> } {
    const problems: Record<string, string> = {};
    const people = parseWhole(this.form.people);
    const prices = this.items.map((row, index) => {
      const parsed = parseEuros(row.priceText);
      if (!parsed.ok) problems[`items.${index}.price`] = PROPOSAL_MESSAGES.price;
      return parsed.ok ? parsed.value : null;
    });
    const body: ProposalBody = {
      tenantEmail: this.form.tenantEmail,
      startDate: this.form.startDate,
      endDate: this.form.endDate,
      people: people.ok && people.value !== null ? people.value : 0,
      language: this.form.language,
      message: this.form.message,
      items: this.items.map((row, index) => ({ boatId: row.boatId, price: prices[index] ?? null })),
    };
    for (const problem of proposalProblems({ ...body, items: body.items.map((i) => ({ boatId: i.boatId, price: i.price ?? null })) }, this.today)) {
      const at = problem.indexOf(': ');
      const field = problem.slice(0, at);
      if (!(field in problems)) problems[field] = problem.slice(at + 2);
    }
    return Object.keys(problems).length > 0 ? { problems } : { body };
  }

  async saveClicked(): Promise<void> {
    if (!this.canEdit || this.saving) return;
    this.noticeKey = null;
    const checked = this.bodyOrProblems();
    if ('problems' in checked) {
      this.problems = checked.problems;
      this.noticeKey = 'backoffice-boats:proposal.checkFields';
      return;
    }
    this.saving = true;
    this.problems = {};
    const id = this.proposalId;
    const saved = await callSignedIn(this.authenticator, 'menu', () => (id === null ? this.gateway.createProposal(checked.body) : this.gateway.updateProposal(id, checked.body)));
    runInAction(() => {
      this.saving = false;
      if (isLeft(saved)) {
        this.problems = boatsFieldProblems(saved.left);
        this.noticeKey = boatsErrorKey(saved.left);
        return;
      }
      this.applySaved(saved.right);
      this.proposalId = saved.right.id;
      // The proposal's page, where it is sent; a new one's editor URL never stays in the history.
      this.navigator.navigate(this.detailsHref(saved.right.id), { replace: id === null });
    });
  }

  private clearProblem(matches: (path: string) => boolean): void {
    const kept = Object.entries(this.problems).filter(([path]) => !matches(path));
    if (kept.length !== Object.keys(this.problems).length) this.problems = Object.fromEntries(kept);
    this.noticeKey = null;
  }
}
