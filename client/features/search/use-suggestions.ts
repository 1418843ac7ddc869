/**
 * Suggestions for a cleaned query, asked for after a pause in typing; the request of a superseded query
 * is cancelled. `answer` is the last query answered (it may be an older one), `failed` a request that
 * did not answer.
 */
import { useEffect, useState } from 'react';
import { suggestUrl, type SearchHit } from '#shared/domain/search';

/** Wait after the last keystroke before asking the server. */
const DEBOUNCE_MS = 200;

export function useSuggestions(cleaned: string) {
  const [answer, setAnswer] = useState<{ query: string; hits: SearchHit[] } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!cleaned) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(suggestUrl(cleaned), { headers: { Accept: 'application/json' }, signal: controller.signal })
        .then(async (response) => {
          const body = (await response.json()) as { data?: { hits?: SearchHit[] } | null };
          if (!response.ok || !body.data?.hits) throw new Error(`suggestions answered ${response.status}`);
          setFailed(false);
          setAnswer({ query: cleaned, hits: body.data.hits });
        })
        .catch(() => {
          // A superseded request was cancelled on purpose; anything else says so under the field.
          if (!controller.signal.aborted) setFailed(true);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [cleaned]);
  return { answer, failed };
}
