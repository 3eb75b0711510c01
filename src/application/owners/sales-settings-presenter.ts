import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { SalesSettings } from '../../contract/owners';
import {
  CANCELLATION_POLICY_NAMES,
  depositCentsOf,
  depositText,
  RESPONSE_TIME_MAX_HOURS,
  RESPONSE_TIME_MIN_HOURS,
  SALES_SETTINGS_MESSAGES,
  salesSettingsProblems,
  type SalesSettingsField,
} from '../../domain/owners/sales-settings';
import type { Authenticator } from '../auth/authenticator';
import type { LoadFailureStatus } from '../account/signed-in';
import { TOKENS } from '../tokens';
import { detailsOf, ownerErrorKey } from './owner-failures';
import { OWNERS_TOKENS } from './owners-tokens';
import { loadOwnerTab } from './owner-tab-load';
import type { OwnersGateway } from './ports';

export type SalesSettingsForm = { deposit: string; cancellationPolicy: string; instantBooking: boolean; responseTimeHours: string };

const formOf = (settings: SalesSettings): SalesSettingsForm => ({
  deposit: depositText(settings.deposit),
  cancellationPolicy: settings.cancellationPolicy,
  instantBooking: settings.instantBooking,
  responseTimeHours: String(settings.responseTimeHours),
});

/**
 * The owner's sales settings (a tab of the listings page): the defaults of new listings. Checked with the domain's
 * rules before saving; a failed save keeps what was typed and says why, next to the field when the server names it.
 */
@injectable()
export class SalesSettingsPresenter {
  status: 'loading' | 'ready' | LoadFailureStatus = 'loading';
  errorKey: string | null = null;
  form: SalesSettingsForm = formOf({ deposit: 0, cancellationPolicy: 'Moderate', instantBooking: false, responseTimeHours: 24 });
  problems: Partial<Record<SalesSettingsField, string>> = {};
  notice: { readonly key: string; readonly ok: boolean } | null = null;
  saving = false;

  readonly policies = CANCELLATION_POLICY_NAMES;
  readonly hoursRange = { min: RESPONSE_TIME_MIN_HOURS, max: RESPONSE_TIME_MAX_HOURS };

  constructor(
    @inject(OWNERS_TOKENS.OwnersGateway) private readonly gateway: OwnersGateway,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      status: observable,
      errorKey: observable,
      form: observableRef,
      problems: observableRef,
      notice: observableRef,
      saving: observable,
      canSave: computed,
      load: action,
      fieldChanged: action,
      submitted: action,
    });
  }

  get canSave(): boolean {
    return this.status === 'ready' && !this.saving;
  }

  load(): Promise<void> {
    return loadOwnerTab(this, this.authenticator, () => this.gateway.salesSettings(), (settings) => {
      this.form = formOf(settings);
    });
  }

  fieldChanged<K extends keyof SalesSettingsForm>(field: K, value: SalesSettingsForm[K]): void {
    this.form = { ...this.form, [field]: value };
    this.notice = null;
    // The field's own problem goes as it is edited; the others stay until the next save.
    if (field in this.problems) this.problems = Object.fromEntries(Object.entries(this.problems).filter(([name]) => name !== field));
  }

  async submitted(): Promise<void> {
    if (!this.canSave) return;
    const deposit = depositCentsOf(this.form.deposit);
    const hoursText = this.form.responseTimeHours.trim();
    const responseTimeHours = /^\d{1,3}$/.test(hoursText) ? Number(hoursText) : Number.NaN;
    const body = { deposit: deposit ?? -1, cancellationPolicy: this.form.cancellationPolicy, instantBooking: this.form.instantBooking, responseTimeHours };
    const problems = { ...salesSettingsProblems(body), ...(deposit === undefined && { deposit: SALES_SETTINGS_MESSAGES.deposit }) };
    if (Object.keys(problems).length > 0) {
      this.problems = problems;
      this.notice = { key: 'owners:errors.checkFields', ok: false };
      return;
    }
    this.saving = true;
    this.problems = {};
    const saved = await this.gateway.saveSalesSettings(body);
    runInAction(() => {
      this.saving = false;
      if (isLeft(saved)) {
        this.problems = detailsOf(saved.left);
        this.notice = { key: ownerErrorKey(saved.left), ok: false };
        return;
      }
      this.form = formOf(saved.right);
      this.notice = { key: 'owners:sales.saved', ok: true };
    });
  }
}
