import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { LanguageCode } from '../../src/domain/i18n/languages';
import { currentUser } from '../auth/authorize';
import type { Database } from '../db/schema';
import type { AppEnv, ServerDeps } from '../http/env';
import { placeDirectory, type PlaceDirectory } from './place-directory';

/** What the search services need. */
export interface SearchContext {
  readonly db: Kysely<Database>;
  readonly directory: PlaceDirectory;
  readonly language: LanguageCode;
  /** The signed-in user (isFavorite), or null. */
  readonly userId: number | null;
}

/** What a search handler needs: the database, the places, the request's language and the signed-in user if any. */
export const searchContext = async (c: Context<AppEnv>, deps: ServerDeps, withUser = true): Promise<SearchContext> => {
  const [directory, user] = await Promise.all([placeDirectory(deps.db), withUser ? currentUser(c, deps) : Promise.resolve(null)]);
  return { db: deps.db, directory, language: c.get('locale'), userId: user?.id ?? null };
};
