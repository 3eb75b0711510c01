import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import { MESSAGE_MAX_LENGTH } from '../../contract/conversations';
import type { Authenticator } from '../auth/authenticator';
import type { Navigator } from '../routing/navigator';
import type { SearchSettings } from '../search/search-context';
import { failureMessageKey } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import { ACCOUNT_TOKENS } from './account-tokens';
import { routeHref } from './booking-card';
import type { ConversationGateway } from './ports';
import { errorCodeOf } from './signed-in';

/**
 * "Contact the owner" on a boat's page: a visitor signs in first (funnel trigger sendMessage, spec section 2), then
 * writes; the message opens (or continues) the conversation about this boat, which is shown next.
 */
@injectable()
export class ContactOwnerPresenter {
  open = false;
  text = '';
  sending = false;
  errorKey: string | null = null;

  constructor(
    @inject(ACCOUNT_TOKENS.ConversationGateway) private readonly gateway: ConversationGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      open: observable,
      text: observable,
      sending: observable,
      errorKey: observable,
      canSend: computed,
      contactClicked: action,
      closed: action,
      textChanged: action,
      sendClicked: action,
    });
  }

  get canSend(): boolean {
    const length = [...this.text.trim()].length;
    return !this.sending && length > 0 && length <= MESSAGE_MAX_LENGTH;
  }

  async contactClicked(): Promise<void> {
    const outcome = await this.authenticator.authenticate('sendMessage');
    // A user holding a token is answered alreadySignedIn (no funnel): they may write too; only closing the funnel stops.
    if (outcome.kind === 'aborted') return;
    runInAction(() => {
      this.open = true;
      this.errorKey = null;
    });
  }

  closed(): void {
    if (!this.sending) this.open = false;
  }

  textChanged(text: string): void {
    this.text = text;
    this.errorKey = null;
  }

  /** Sends once; the text stays when sending fails. */
  async sendClicked(productId: number): Promise<void> {
    if (!this.canSend) return;
    this.sending = true;
    const created = await this.gateway.contactOwner(productId, this.text);
    runInAction(() => {
      this.sending = false;
      if (isLeft(created)) {
        const code = errorCodeOf(created.left);
        this.errorKey = code === 'own_product' ? 'account:contact.ownBoat' : code === 'message_invalid' ? 'account:chat.errors.invalid' : failureMessageKey(created.left);
        return;
      }
      this.open = false;
      this.text = '';
    });
    if (!isLeft(created)) this.navigator.navigate(routeHref({ screen: 'chatConversation', hash: created.right.hash, ish: created.right.ish }, this.settings));
  }
}
