import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { Offer } from '../../contract/conversations';
import type { Route } from '../../domain/routing/route';
import type { Authenticator } from '../auth/authenticator';
import type { Navigator } from '../routing/navigator';
import type { SearchSettings } from '../search/search-context';
import { failureMessageKey, serverMessage } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import { ACCOUNT_TOKENS } from './account-tokens';
import { answerOffer, toOfferView, type OfferView } from './conversation-presenter';
import type { ConversationGateway } from './ports';
import { callSignedIn, loadFailureStatus, type LoadFailureStatus } from './signed-in';

/** account/offers (the offers received or made) and account/offers/{hash} (one offer, to accept or decline). */
@injectable()
export class OffersPresenter {
  hash: string | null = null;
  status: 'loading' | 'ready' | LoadFailureStatus = 'loading';
  errorKey: string | null = null;
  actionErrorKey: string | null = null;
  actionMessage: string | null = null;
  offersList: readonly Offer[] = [];
  answering = false;

  constructor(
    @inject(ACCOUNT_TOKENS.ConversationGateway) private readonly gateway: ConversationGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      status: observable,
      errorKey: observable,
      actionErrorKey: observable,
      actionMessage: observable,
      offersList: observableRef,
      answering: observable,
      offers: computed,
      routeEntered: action,
      answered: action,
    });
  }

  get offers(): OfferView[] {
    return this.offersList.map((o) => toOfferView(o, this.settings));
  }

  routeEntered(route: Route): Promise<void> {
    this.hash = route.screen === 'offer' ? route.hash : null;
    return this.load();
  }

  async load(): Promise<void> {
    runInAction(() => (this.status = 'loading'));
    const hash = this.hash;
    const loaded = await callSignedIn(this.authenticator, 'menu', async () => {
      if (hash === null) return this.gateway.offers();
      const one = await this.gateway.offer(hash);
      return isLeft(one) ? one : { ...one, right: { offers: [one.right] } };
    });
    runInAction(() => {
      if (isLeft(loaded)) {
        this.status = loadFailureStatus(loaded.left);
        this.errorKey = loaded.left.kind === 'signInAborted' ? null : failureMessageKey(loaded.left);
        return;
      }
      this.offersList = loaded.right.offers;
      this.status = 'ready';
    });
  }

  async answered(hash: string, accept: boolean): Promise<void> {
    if (this.answering) return;
    this.answering = true;
    this.actionErrorKey = null;
    const failure = await answerOffer(this.gateway, this.navigator, this.settings, hash, accept);
    runInAction(() => {
      this.answering = false;
      if (failure) {
        this.actionErrorKey = failureMessageKey(failure);
        this.actionMessage = serverMessage(failure) ?? null;
      }
    });
    if (!failure && !accept) await this.load();
  }
}
