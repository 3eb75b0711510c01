import type { Kysely } from 'kysely';

/** Placeholder reserved for issue [6]; filled by the work that owns it. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
