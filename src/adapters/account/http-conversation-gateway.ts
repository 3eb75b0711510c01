import {
  ConversationCreated,
  ConversationList,
  ConversationMessage,
  ConversationThread,
  Offer,
  OfferAccepted,
  OfferList,
  UnreadCount,
  type OfferBody,
} from '../../contract/conversations';
import type { ConversationGateway } from '../../application/account/ports';
import type { HttpClient } from '../http/http-client';

const seg = (value: string) => encodeURIComponent(value);

/** Conversations and offers over /api/v6 (failures as ApiFailure, never thrown). */
export class HttpConversationGateway implements ConversationGateway {
  constructor(private readonly http: HttpClient) {}

  conversations() {
    return this.http.get('/account/conversations', ConversationList);
  }

  unreadCount() {
    return this.http.get('/account/conversations/unread-count', UnreadCount);
  }

  thread(hash: string, after?: number) {
    return this.http.get(`/account/conversations/${seg(hash)}`, ConversationThread, after === undefined ? undefined : { after: String(after) });
  }

  send(hash: string, text: string) {
    return this.http.send('POST', `/account/conversations/${seg(hash)}/messages`, ConversationMessage, { text });
  }

  contactOwner(productId: number, text: string) {
    return this.http.send('POST', `/products/${productId}/conversation`, ConversationCreated, { text });
  }

  makeOffer(hash: string, body: OfferBody) {
    const { startDate, endDate, price } = body;
    return this.http.send('POST', `/account/conversations/${seg(hash)}/offers`, Offer, { startDate, endDate, price });
  }

  offers() {
    return this.http.get('/account/offers', OfferList);
  }

  offer(hash: string) {
    return this.http.get(`/account/offers/${seg(hash)}`, Offer);
  }

  acceptOffer(hash: string) {
    return this.http.send('POST', `/account/offers/${seg(hash)}/accept`, OfferAccepted);
  }

  declineOffer(hash: string) {
    return this.http.send('POST', `/account/offers/${seg(hash)}/decline`, Offer);
  }
}
