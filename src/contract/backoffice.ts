import * as t from 'io-ts';

/**
 * The staff back office (issue [7]). Every call under this prefix requires the staff role on the server
 * (server/routes/backoffice.ts): a visitor gets 401, a tenant or an owner 403.
 */
export const BACKOFFICE_PREFIX = '/backoffice';

export const AUDIT_OBJECT_TYPES = ['booking', 'refund', 'conversation', 'message', 'user', 'boat', 'damageClaim', 'proposal'] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/** One staff action of the append-only audit log: who, when, what, before and after. */
export const AuditEntry = t.type({
  id: t.number,
  at: t.string,
  actor: t.type({ id: t.number, email: t.string }),
  action: t.string,
  objectType: t.keyof(Object.fromEntries(AUDIT_OBJECT_TYPES.map((k) => [k, null])) as Record<AuditObjectType, null>),
  objectId: t.number,
  before: t.unknown,
  after: t.unknown,
  note: t.union([t.string, t.null]),
});
export type AuditEntry = t.TypeOf<typeof AuditEntry>;
