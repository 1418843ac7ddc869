/**
 * The browser's search: a search page reached by a client-side navigation asks the server for the same
 * results the server renders (server/search/routes.ts). The index never comes to the browser.
 */
import { SEARCH_RESULTS_PATH, searchQuery, type SearchResults, type SiteSearch } from '#shared/domain/search';

export const searchForwarder: SiteSearch = {
  async search(request, signal) {
    try {
      const response = await fetch(`${SEARCH_RESULTS_PATH}?${searchQuery(request)}`, {
        headers: { Accept: 'application/json' },
        ...(signal ? { signal } : {}),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { data?: SearchResults | null };
      return body.data ?? null;
    } catch {
      return null;
    }
  },
};
