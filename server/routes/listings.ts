import { Hono, type Context } from 'hono';
import { ListingChangesBody, ListingStatusBody, NewListingBody, type Listing, type OwnerListings } from '../../src/contract/listings';
import type { ApiErrorBody } from '../../src/contract/common';
import { authorize } from '../auth/authorize';
import type { AppEnv, ServerDeps } from '../http/env';
import { idParam } from '../http/id-param';
import { apiError, validateBody } from '../http/validate';
import { accessibleListing, changeListingStatus, createListing, loadListing, ownerListings, updateListing, type ListingViewContext } from '../listings/listings';
import { placeDirectory } from '../search/place-directory';
import { todayOf } from '../search/search-request';
import { ownerStatusRefusal } from '../../src/domain/backoffice/listing-review';

/** At most this many drafts per owner: a form that creates one per click cannot fill the table. */
export const MAX_DRAFTS_PER_OWNER = 20;

const listingNotFound = (c: Context) => apiError(c, 404, 'listing_not_found', { message: 'No such listing.' });

/**
 * The owner's listings (issue [6]) under /account/listings. Only the owner (or staff) reads or changes a listing;
 * anyone else gets 404 as for an unknown id, a visitor 401.
 */
export const listingRoutes = (deps: ServerDeps) => {
  const contextOf = async (c: Context<AppEnv>): Promise<ListingViewContext> => ({
    directory: await placeDirectory(deps.db),
    language: c.get('locale'),
    currentYear: todayOf(deps).currentYear,
  });

  return new Hono<AppEnv>()
    .get('/account/listings', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const context = await contextOf(c);
      return c.json<OwnerListings>(await ownerListings(deps.db, auth.user.id, { ...context, today: todayOf(deps).today, now: deps.now() }));
    })
    .post('/account/listings', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const body = await validateBody(c, NewListingBody);
      if (!body.ok) return body.response;
      const drafts = await deps.db
        .selectFrom('boats')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('owner_id', '=', auth.user.id)
        .where('status', '=', 'draft')
        .executeTakeFirstOrThrow();
      if (Number(drafts.n) >= MAX_DRAFTS_PER_OWNER) {
        return apiError(c, 409, 'too_many_drafts', { message: `Finish or delete one of your ${MAX_DRAFTS_PER_OWNER} drafts first.` });
      }
      const id = await createListing(deps.db, auth.user.id, body.value.type, deps.now());
      return c.json<Listing>((await loadListing(deps.db, id, await contextOf(c)))!, 201);
    })
    .get('/account/listings/:id', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const listing = await accessibleListing(deps.db, idParam(c), auth.user);
      if (!listing) return listingNotFound(c);
      return c.json<Listing>((await loadListing(deps.db, listing.id, await contextOf(c)))!);
    })
    .put('/account/listings/:id', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const listing = await accessibleListing(deps.db, idParam(c), auth.user);
      if (!listing) return listingNotFound(c);
      const body = await validateBody(c, ListingChangesBody);
      if (!body.ok) return body.response;
      const context = await contextOf(c);
      const result = await updateListing(deps.db, listing.id, body.value, { directory: context.directory, now: deps.now(), currentYear: context.currentYear, actor: auth.user });
      if (result.kind === 'invalid') {
        return c.json<ApiErrorBody>({ error: 'listing_invalid', message: 'Please check the highlighted fields.', details: [...result.problems] }, 400);
      }
      return c.json<Listing>((await loadListing(deps.db, listing.id, context))!);
    })
    .put('/account/listings/:id/status', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const listing = await accessibleListing(deps.db, idParam(c), auth.user);
      if (!listing) return listingNotFound(c);
      const body = await validateBody(c, ListingStatusBody);
      if (!body.ok) return body.response;
      if (body.value.status === 'draft' && listing.status !== 'draft') {
        return apiError(c, 409, 'listing_not_draft', { message: 'A published listing can be paused, not turned back into a draft.' });
      }
      if (ownerStatusRefusal(listing.status, body.value.status)) {
        return apiError(c, 409, 'listing_rejected', { message: 'A rejected listing goes back online once edited and published again.' });
      }
      const context = await contextOf(c);
      const result = await changeListingStatus(deps.db, listing.id, body.value.status, { directory: context.directory, now: deps.now(), currentYear: context.currentYear, actor: auth.user });
      if (result.kind === 'incomplete') {
        return c.json({ error: 'listing_incomplete', message: 'Complete every step before publishing.', missingSteps: result.missingSteps }, 422);
      }
      return c.json<Listing>((await loadListing(deps.db, listing.id, context))!);
    })
    .delete('/account/listings/:id', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const listing = await accessibleListing(deps.db, idParam(c), auth.user);
      if (!listing) return listingNotFound(c);
      // Only a draft is deleted: a listing that was published has bookings, reviews and links that must stay.
      if (listing.status !== 'draft') return apiError(c, 409, 'listing_not_draft', { message: 'Only a draft can be deleted; pause a published listing instead.' });
      await deps.db.deleteFrom('boats').where('id', '=', listing.id).where('status', '=', 'draft').execute();
      return c.body(null, 204);
    });
};
