/**
 * The visitor's last searches, kept on the device only (localStorage `recentSearches`): newest first,
 * at most `RECENT_COUNT`, each a cleaned query. Storage that is missing, full or holds something else
 * is no error: the list is simply empty.
 */
import { cleanQuery } from '#shared/domain/search';

const KEY = 'recentSearches';
export const RECENT_COUNT = 5;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((v): v is string => typeof v === 'string')
      .map(cleanQuery)
      .filter(Boolean)
      .slice(0, RECENT_COUNT);
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): void {
  const q = cleanQuery(query);
  if (!q) return;
  const next = [q, ...readRecentSearches().filter((r) => r !== q)].slice(0, RECENT_COUNT);
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Full or refused storage: the search itself goes on.
  }
}

export function clearRecentSearches(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
