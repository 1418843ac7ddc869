/**
 * What each change a visitor makes leaves stale in the data cache (client/lib/data/api-query.ts): the
 * actions call these after the API accepted the change, before the router revalidates, so the next
 * loader asks the API for exactly those reads and answers every other one from the cache.
 */
import type { QueryClientSource } from './app-context.ts';
import type { CollectionType } from '#shared/api/user-api';
import { invalidateApi } from './api-query.ts';

export const cacheChanges = {
  /** A favourite added or removed: its own state and every page of the favourites list (and its count). */
  favourite: (queryClient: QueryClientSource, target: { type: CollectionType; targetId: string }) =>
    Promise.all([
      invalidateApi(queryClient, '/api/user/isCollections', target),
      invalidateApi(queryClient, '/api/user/collectionsList'),
    ]),
  /** A dealer followed or unfollowed. */
  follow: (queryClient: QueryClientSource) => invalidateApi(queryClient, '/api/user/followList'),
  /** A message (or all of them) read: the list and the unread badge. */
  messageRead: (queryClient: QueryClientSource) =>
    Promise.all([
      invalidateApi(queryClient, '/api/user/msgList'),
      invalidateApi(queryClient, '/api/user/unread-messages-count'),
    ]),
  /** A saved build added, renamed or deleted: the list, and that build's details when it is named. */
  savedBuild: (queryClient: QueryClientSource, id?: number) =>
    Promise.all([
      invalidateApi(queryClient, '/api/user/customizedList'),
      ...(id === undefined ? [] : [invalidateApi(queryClient, '/api/user/customizedInfo', { id })]),
    ]),
  /** The profile (nickname, phone, e-mail) changed: the session check answers the profile. */
  profile: (queryClient: QueryClientSource) => invalidateApi(queryClient, '/api/user/ckauth'),
  /** A test drive booked: the account's list of them. */
  testDrive: (queryClient: QueryClientSource) => invalidateApi(queryClient, '/api/user/drivce'),
  /**
   * Login, logout, an expired session or a cancelled account: the cache held one visitor's reads,
   * and the next visitor must see none of them.
   */
  sessionChanged: async (queryClient: QueryClientSource) => (await queryClient()).clear(),
};
