/**
 * The browser's search: a search page reached by a client-side navigation asks the server for the same
 * results the server renders (server/search/routes.ts). The index never comes to the browser.
 */
import { searchQuery, type SearchResults, type SiteSearch } from '#shared/domain/search';
import { paths } from '#shared/paths';

export const searchForwarder: SiteSearch = {
  async search(request, signal) {
    try {
      const response = await fetch(paths.searchResults(searchQuery(request)), {
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
