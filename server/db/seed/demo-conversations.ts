import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Random } from './random';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** How many owners of the demo catalogue get conversations (when it has that many). */
export const DEMO_CONVERSATION_OWNERS = 40;

/** How fast an owner answers: the range of their reply delays, in minutes. */
const PACES = [
  { minMinutes: 5, maxMinutes: 55 },
  { minMinutes: 70, maxMinutes: 5 * 60 },
  { minMinutes: 7 * 60, maxMinutes: 20 * 60 },
  { minMinutes: 26 * 60, maxMinutes: 80 * 60 },
] as const;

const QUESTIONS = [
  'Hello, is the boat free for a week in July? We are two adults and two children.',
  'Hi! Can we pick the boat up on Saturday morning rather than in the afternoon?',
  'Good evening, is a skipper licence needed for this boat, or can you provide a skipper?',
  'Hello, we would like to sail to the islands nearby. Is there enough fuel range for a day trip?',
  'Hi, is there a dinghy and a paddle board on board? And can we bring our small dog?',
  'Hello! What is included in the price: fuel, cleaning, bed linen?',
  'Is a shorter rental possible in September, maybe three days?',
  'Hi, where exactly do we meet you in the harbour, and is there parking nearby?',
] as const;

const ANSWERS = [
  'Hello, thank you for your message! Yes, the dates are free; send me the booking request and I will confirm it.',
  'Hi, no problem, we can arrange that. I will be at the pontoon to show you everything on board.',
  'Hello, a licence is needed, but I can suggest a skipper I work with regularly.',
  'Yes, the range is fine for a day trip there and back. I will give you the best anchorages.',
  'Hello! Fuel is on top, cleaning and linen are included. Feel free to ask anything else.',
  'Good evening, yes, that works. The parking by the harbour office is free for our guests.',
] as const;

const THANKS = ['Perfect, thank you!', 'Great, thanks a lot. We will book soon.', 'Thank you for the quick answer!'] as const;

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const token = (rng: Random, length: number): string => Array.from({ length }, () => URL_SAFE[rng.int(0, URL_SAFE.length - 1)]).join('');

interface PlannedMessage {
  readonly authorId: number;
  readonly body: string;
  readonly at: Date;
}

interface PlannedConversation {
  readonly hash: string;
  readonly tenantId: number;
  readonly ownerId: number;
  readonly boatId: number;
  readonly messages: readonly PlannedMessage[];
}

/**
 * Conversations about boats before any booking, for some owners of the demo catalogue (not the demo accounts, whose
 * inboxes the demos and tests rely on): other members write with a question, and most get an answer at the owner's
 * own pace (minutes for some, days for others), so the product page shows the owner's response rate and time.
 * Each owner gets 2 to 7 conversations over the last 11 months (2: too few, nothing shown). Everything is read.
 * Deterministic: the owners, writers, texts and times come from `rng` and `now`. Answers how many were written.
 */
export const seedDemoConversations = async (
  db: Kysely<Database>,
  options: { readonly excludedUserIds: readonly number[]; readonly now: Date; readonly rng: Random },
): Promise<number> => {
  const excluded = options.excludedUserIds.length > 0 ? options.excludedUserIds : [0];
  const boats = await db
    .selectFrom('boats')
    .select(['id', 'owner_id'])
    .where('status', '=', 'published')
    .where('owner_id', 'not in', excluded)
    .orderBy('owner_id')
    .orderBy('id')
    .execute();
  const boatsByOwner = new Map<number, number[]>();
  for (const boat of boats) boatsByOwner.set(boat.owner_id, [...(boatsByOwner.get(boat.owner_id) ?? []), boat.id]);
  const owners = [...boatsByOwner.keys()];
  if (owners.length < 2) return 0;
  const { rng, now } = options;
  const chosen = new Set<number>();
  while (chosen.size < Math.min(DEMO_CONVERSATION_OWNERS, owners.length)) chosen.add(rng.pick(owners));

  const planned: PlannedConversation[] = [];
  for (const ownerId of [...chosen].sort((a, b) => a - b)) {
    const ownerBoats = boatsByOwner.get(ownerId) ?? [];
    const pace = rng.pick(PACES);
    const count = rng.int(2, 7);
    const pairs = new Set<string>();
    for (let i = 0; i < count; i++) {
      const boatId = rng.pick(ownerBoats);
      const tenantId = rng.pick(owners);
      // One conversation before booking per member and boat; nobody writes to themselves.
      if (tenantId === ownerId || pairs.has(`${tenantId}:${boatId}`)) continue;
      pairs.add(`${tenantId}:${boatId}`);
      const askedAt = new Date(now.getTime() - rng.int(6, 330) * DAY_MS - rng.int(0, 12) * HOUR_MS);
      const messages: PlannedMessage[] = [{ authorId: tenantId, body: rng.pick(QUESTIONS), at: askedAt }];
      // Most questions get an answer; some are left waiting.
      if (rng.chance(0.85)) {
        const answeredAt = new Date(askedAt.getTime() + rng.int(pace.minMinutes, pace.maxMinutes) * MINUTE_MS);
        messages.push({ authorId: ownerId, body: rng.pick(ANSWERS), at: answeredAt });
        if (rng.chance(0.5)) messages.push({ authorId: tenantId, body: rng.pick(THANKS), at: new Date(answeredAt.getTime() + rng.int(10, 180) * MINUTE_MS) });
      }
      planned.push({ hash: token(rng, 32), tenantId, ownerId, boatId, messages });
    }
  }
  if (planned.length === 0) return 0;

  const inserted = await db
    .insertInto('conversations')
    .values(
      planned.map((c) => ({
        tenant_id: c.tenantId,
        owner_id: c.ownerId,
        boat_id: c.boatId,
        hash: c.hash,
        created_at: c.messages[0]!.at,
        last_message_at: c.messages[c.messages.length - 1]!.at,
      })),
    )
    .returning(['id', 'hash'])
    .execute();
  const idOf = new Map(inserted.map((row) => [row.hash, row.id]));
  await db
    .insertInto('conversation_messages')
    .values(
      planned.flatMap((c) =>
        c.messages.map((m) => ({
          conversation_id: idOf.get(c.hash)!,
          author_id: m.authorId,
          body: m.body,
          created_at: m.at,
          read_at: new Date(m.at.getTime() + 30 * MINUTE_MS),
        })),
      ),
    )
    .execute();
  return planned.length;
};
