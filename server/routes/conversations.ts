import { Hono, type Context } from 'hono';
import type { ApiErrorBody } from '../../src/contract/common';
import {
  MessageBody,
  OfferBody,
  type ConversationCreated,
  type ConversationList,
  type ConversationMessage,
  type ConversationThread,
  type Offer,
  type OfferAccepted,
  type OfferList,
  type UnreadCount,
} from '../../src/contract/conversations';
import { authorize } from '../auth/authorize';
import { createEmailSender } from '../auth/create-email-sender';
import { createPushSender } from '../push/create-push-sender';
import { tooManyRequests } from '../auth/rate-limit';
import { listConversations, unreadTotalOf } from '../conversations/conversation-queries';
import { isConversationHash } from '../conversations/conversation-rules';
import { loadThread, postMessage, writeAboutBoat, type ConversationDeps } from '../conversations/messages';
import { acceptOffer, declineOffer, listOffers, loadOffer, makeOffer } from '../conversations/offers';
import type { AppEnv, ServerDeps } from '../http/env';
import { apiError, badRequest, validateBody } from '../http/validate';
import { todayOf } from '../search/search-request';

const productNotFound = (c: Context) => apiError(c, 404, 'product_not_found', { message: 'No such product.' });
const conversationNotFound = (c: Context) => apiError(c, 404, 'conversation_not_found', { message: 'No such conversation.' });
const offerNotFound = (c: Context) => apiError(c, 404, 'offer_not_found', { message: 'No such offer.' });
const forbidden = (c: Context) => apiError(c, 403, 'forbidden', { message: 'You are not allowed to do this.' });
const messageInvalid = (c: Context, message: string) => c.json<ApiErrorBody>({ error: 'message_invalid', message }, 400);
const offerNotPending = (c: Context) => apiError(c, 409, 'offer_not_pending', { message: 'This offer can no longer be answered.' });
const offerExpired = (c: Context) => c.json<ApiErrorBody>({ error: 'offer_expired', message: 'This offer has expired.' }, 410);

/** The path's hash when it can be one (anything else is simply not found). */
const hashParam = (c: Context): string | undefined => {
  const hash = c.req.param('hash');
  return isConversationHash(hash) ? hash : undefined;
};

/** `after`: a message id, for polling; absent or empty means the whole thread. */
const afterParam = (c: Context): { ok: true; value: number | undefined } | { ok: false } => {
  const after = c.req.query('after');
  if (after === undefined || after === '') return { ok: true, value: undefined };
  return /^\d{1,9}$/.test(after) ? { ok: true, value: Number(after) } : { ok: false };
};

/** Conversations between tenants and owners, and owners' offers (issue [5]); see src/contract/conversations.ts. */
export const conversationRoutes = (deps: ServerDeps) => {
  const conversationDeps: ConversationDeps = {
    db: deps.db,
    now: deps.now,
    email: createEmailSender(deps.config, deps.db, deps.now),
    publicUrl: deps.config.publicUrl,
    push: createPushSender(deps.config, deps.db, deps.now),
  };

  return new Hono<AppEnv>()
    .post('/products/:id/conversation', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const id = c.req.param('id');
      if (!/^\d{1,9}$/.test(id)) return productNotFound(c);
      const body = await validateBody(c, MessageBody);
      if (!body.ok) return body.response;
      const result = await writeAboutBoat(conversationDeps, auth.user, Number(id), body.value.text);
      switch (result.kind) {
        case 'posted':
          return c.json<ConversationCreated>(result.conversation);
        case 'unknown_product':
          return productNotFound(c);
        case 'own_product':
          return apiError(c, 409, 'own_product', { message: 'This is your own boat.' });
        case 'invalid':
          return messageInvalid(c, result.message);
        case 'too_many':
          return tooManyRequests(c, result.retryAfterSeconds);
      }
    })
    .get('/account/conversations', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const conversations = await listConversations(deps.db, auth.user.id);
      return c.json<ConversationList>({ conversations, unreadTotal: conversations.reduce((sum, one) => sum + one.unreadCount, 0) });
    })
    // Before /account/conversations/:hash, which would take it for a hash.
    .get('/account/conversations/unread-count', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      return c.json<UnreadCount>({ unreadTotal: await unreadTotalOf(deps.db, auth.user.id) });
    })
    .get('/account/conversations/:hash', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const hash = hashParam(c);
      if (!hash) return conversationNotFound(c);
      const after = afterParam(c);
      if (!after.ok) return badRequest(c, ['after: expected a message id']);
      const thread = await loadThread(deps.db, auth.user.id, hash, { afterId: after.value, now: deps.now() });
      return thread ? c.json<ConversationThread>(thread) : conversationNotFound(c);
    })
    .post('/account/conversations/:hash/messages', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const hash = hashParam(c);
      if (!hash) return conversationNotFound(c);
      const body = await validateBody(c, MessageBody);
      if (!body.ok) return body.response;
      const result = await postMessage(conversationDeps, auth.user, hash, body.value.text);
      switch (result.kind) {
        case 'posted':
          return c.json<ConversationMessage>(result.message, 201);
        case 'not_found':
          return conversationNotFound(c);
        case 'invalid':
          return messageInvalid(c, result.message);
        case 'too_many':
          return tooManyRequests(c, result.retryAfterSeconds);
      }
    })
    .post('/account/conversations/:hash/offers', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const hash = hashParam(c);
      if (!hash) return conversationNotFound(c);
      const body = await validateBody(c, OfferBody);
      if (!body.ok) return body.response;
      const result = await makeOffer({ db: deps.db, now: deps.now(), today: todayOf(deps).today }, auth.user.id, hash, body.value);
      switch (result.kind) {
        case 'made':
          return c.json<Offer>(result.offer, 201);
        case 'not_found':
          return conversationNotFound(c);
        case 'forbidden':
          return forbidden(c);
        case 'not_about_a_boat':
          return apiError(c, 409, 'offer_not_possible', { message: 'Offers are made in a conversation about a boat.' });
        case 'invalid':
          return c.json<ApiErrorBody>({ error: 'offer_invalid', message: result.message, details: [result.message] }, 400);
      }
    })
    .get('/account/offers', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      return c.json<OfferList>({ offers: await listOffers(deps.db, auth.user.id, deps.now()) });
    })
    .get('/account/offers/:hash', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const hash = hashParam(c);
      const offer = hash ? await loadOffer(deps.db, auth.user.id, hash, deps.now()) : undefined;
      return offer ? c.json<Offer>(offer) : offerNotFound(c);
    })
    .post('/account/offers/:hash/accept', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const hash = hashParam(c);
      if (!hash) return offerNotFound(c);
      const result = await acceptOffer(deps.db, auth.user.id, hash, deps.now());
      switch (result.kind) {
        case 'accepted':
          return c.json<OfferAccepted>({ hash: result.paymentSessionHash });
        case 'not_found':
          return offerNotFound(c);
        case 'forbidden':
          return forbidden(c);
        case 'expired':
          return offerExpired(c);
        case 'not_pending':
          return offerNotPending(c);
        case 'dates_not_available':
          return apiError(c, 409, 'dates_not_available', { message: 'The boat is already booked on some of these days.' });
      }
    })
    .post('/account/offers/:hash/decline', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const hash = hashParam(c);
      if (!hash) return offerNotFound(c);
      const result = await declineOffer(deps.db, auth.user.id, hash, deps.now());
      switch (result.kind) {
        case 'declined':
          return c.json<Offer>(result.offer);
        case 'not_found':
          return offerNotFound(c);
        case 'forbidden':
          return forbidden(c);
        case 'not_pending':
          return offerNotPending(c);
      }
    });
};
