import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const boatExists = async (db: Kysely<Database>, id: number): Promise<boolean> =>
  (await db.selectFrom('boats').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** Adds or removes a favourite; idempotent. False when the product does not exist. */
export const setFavorite = async (
  db: Kysely<Database>,
  userId: number,
  productId: number,
  isFavorite: boolean,
  now: Date,
): Promise<boolean> => {
  if (!(await boatExists(db, productId))) return false;
  if (isFavorite) {
    await db
      .insertInto('favorites')
      .values({ user_id: userId, product_id: productId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('favorites').where('user_id', '=', userId).where('product_id', '=', productId).execute();
  }
  return true;
};
