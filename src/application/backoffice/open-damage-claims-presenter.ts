import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { DamageClaimSummary } from '../../contract/backoffice-messages';
import type { Route } from '../../domain/routing/route';
import { callSignedIn } from '../account/signed-in';
import type { Authenticator } from '../auth/authenticator';
import type { SearchSettings } from '../search/search-context';
import { TOKENS } from '../tokens';
import { BACKOFFICE_MESSAGES_TOKENS, type BackOfficeMessagesGateway } from './backoffice-messages-port';
import { messagesErrorKey, messagesLoadFailure, type MessagesLoadFailure } from './messages-failures';
import { staffInstant, staffMoney } from './staff-formats';

export interface OpenClaimRow {
  readonly id: number;
  readonly reference: string;
  readonly boatName: string;
  readonly tenantName: string;
  readonly ownerName: string;
  readonly claimed: string;
  readonly deposit: string;
  readonly openedAt: string;
  /** damage/edit/{id} */
  readonly route: Route;
}

/** The damage claims waiting for a decision, oldest first (the back office's navigation links each to its page). */
@injectable()
export class OpenDamageClaimsPresenter {
  status: 'loading' | 'ready' | MessagesLoadFailure = 'loading';
  errorKey: string | null = null;
  claims: readonly DamageClaimSummary[] = [];

  constructor(
    @inject(BACKOFFICE_MESSAGES_TOKENS.BackOfficeMessagesGateway) private readonly gateway: BackOfficeMessagesGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, { status: observable, errorKey: observable, claims: observableRef, rows: computed, load: action });
  }

  get rows(): OpenClaimRow[] {
    const language = this.settings.language;
    // The server lists newest first; staff work on the oldest first.
    return [...this.claims].reverse().map((c) => ({
      id: c.id,
      reference: c.reference,
      boatName: c.boat.name,
      tenantName: c.tenant.name,
      ownerName: c.owner.name,
      claimed: staffMoney(c.amount, 'EUR', language),
      deposit: staffMoney(c.deposit, 'EUR', language),
      openedAt: staffInstant(c.createdAt, language),
      route: { screen: 'backOffice', page: 'damageEdit', id: String(c.id) },
    }));
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.damageClaims('open'));
    runInAction(() => {
      if (isLeft(answer)) {
        this.status = messagesLoadFailure(answer.left);
        this.errorKey = messagesErrorKey(answer.left);
        return;
      }
      this.claims = answer.right.claims;
      this.status = 'ready';
    });
  }
}
