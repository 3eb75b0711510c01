import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { daysFor, EMAIL_TEXTS, fill, loadRecipient, type EmailTexts } from '../emails/email-texts';
import type { PushSender } from './push-sender';

/** What the owner is told about on their phone (issue [6]): a new booking or request, a message, a cancellation. */
export type OwnerPushEvent =
  | {
      readonly kind: 'newBooking';
      readonly isDirect: boolean;
      readonly bookingId: number;
      readonly tenantFirstName: string;
      readonly productName: string;
      readonly startDate: string;
      readonly endDate: string;
      /** ISO instant of the answer's deadline (requests). */
      readonly responseBefore: string | null;
    }
  | { readonly kind: 'newMessage'; readonly authorFirstName: string; readonly productName: string; readonly text: string; readonly path: string }
  | { readonly kind: 'cancelled'; readonly bookingId: number; readonly reference: string; readonly productName: string; readonly startDate: string; readonly endDate: string };

export interface PushNotice {
  readonly title: string;
  readonly body: string;
  /**
   * What the app opens: `url` is a path of the site; `type` names the event; `objectType`/`objectId` what it is about
   * (sent back by the app with the received/clicked tracking, spec section 7).
   */
  readonly data: Readonly<Record<string, string>>;
}

/** A notification's line stays short on a lock screen. */
const BODY_MAX = 180;
const short = (text: string): string => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > BODY_MAX ? `${chars.slice(0, BODY_MAX - 1).join('')}…` : chars.join('');
};

/** The deadline as the emails write it (UTC, to the minute). */
const deadlineOf = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The notification of an event, in the recipient's language. */
export const pushNoticeOf = (event: OwnerPushEvent, texts: EmailTexts, language: string): PushNotice => {
  const p = texts.push;
  switch (event.kind) {
    case 'newBooking': {
      const values = {
        name: event.tenantFirstName,
        product: event.productName,
        dates: daysFor(event.startDate, event.endDate, language),
        deadline: event.responseBefore ? deadlineOf(event.responseBefore) : '',
      };
      const request = !event.isDirect;
      return {
        title: request ? p.newRequestTitle : p.newBookingTitle,
        body: short(fill(request ? p.newRequestBody : p.newBookingBody, values)),
        data: {
          type: request ? 'bookingRequest' : 'booking',
          bookingId: String(event.bookingId),
          url: `/booking/${event.bookingId}/detail`,
          objectType: 'booking',
          objectId: String(event.bookingId),
        },
      };
    }
    case 'newMessage':
      return {
        title: short(fill(p.newMessageTitle, { name: event.authorFirstName })),
        body: short(fill(p.newMessageBody, { product: event.productName, text: event.text })),
        // The conversation's path is /account/chat/{hash}/{ish}: its hash names it.
        data: { type: 'message', url: event.path, objectType: 'conversation', objectId: event.path.split('/')[3] ?? event.path },
      };
    case 'cancelled':
      return {
        title: fill(p.cancelledTitle, { reference: event.reference }),
        body: short(fill(p.cancelledBody, { product: event.productName, dates: daysFor(event.startDate, event.endDate, language) })),
        data: { type: 'cancellation', bookingId: String(event.bookingId), url: `/booking/${event.bookingId}/detail`, objectType: 'booking', objectId: String(event.bookingId) },
      };
  }
};

export interface PushDeps {
  readonly db: Kysely<Database>;
  readonly push: PushSender;
  readonly log?: (message: string) => void;
}

/**
 * Sends the event to each device the user registered with an FCM token, only when they accepted push notifications
 * (spec section 4 "User permissions"). Never fails the caller: what happened is already committed; a token FCM no
 * longer knows is forgotten. Answers how many devices were notified.
 */
export const notifyByPush = async (deps: PushDeps, userId: number, event: OwnerPushEvent): Promise<number> => {
  try {
    const consent = await deps.db.selectFrom('user_permissions').select('push_notif').where('user_id', '=', userId).executeTakeFirst();
    if (!consent?.push_notif) return 0;
    const devices = await deps.db.selectFrom('devices').select(['id', 'fcm_token']).where('user_id', '=', userId).where('fcm_token', 'is not', null).orderBy('id').execute();
    if (devices.length === 0) return 0;
    const recipient = await loadRecipient(deps.db, userId);
    if (!recipient) return 0;
    const notice = pushNoticeOf(event, EMAIL_TEXTS[recipient.language], recipient.language);
    let sent = 0;
    for (const device of devices) {
      if (!device.fcm_token) continue;
      try {
        // Each push has its own id, which the app sends back when it is received and when it is clicked.
        const data = { ...notice.data, notificationId: randomUUID(), userId: String(userId) };
        const result = await deps.push.send({ userId, token: device.fcm_token, ...notice, data });
        if (result === 'sent') sent++;
        else await deps.db.updateTable('devices').set({ fcm_token: null }).where('id', '=', device.id).execute();
      } catch (error) {
        (deps.log ?? console.error)(`Push to device ${device.id} not sent (${error instanceof Error ? error.message : 'error'})`);
      }
    }
    return sent;
  } catch (error) {
    (deps.log ?? console.error)(`Push notification to user ${userId} not sent (${error instanceof Error ? error.message : 'error'})`);
    return 0;
  }
};
