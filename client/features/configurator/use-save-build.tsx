/**
 * Saving a build: the save goes to the configurator route's action, which answers with the share code.
 * A visitor who is not logged in logs in first; the build they wanted to save is remembered across the
 * login page and saved when they come back. A saved build joins the car collection list at once.
 */
import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { SeriesCode } from '#shared/api/client-api';
import type { Build } from '#shared/domain/configurator/catalogue';
import { paths } from '#client/lib/ui/paths.ts';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';
import { useCarCollectionApi } from '#client/stores/car-collection-store.tsx';
import { useUser } from '#client/stores/user-store.tsx';

export type SaveResult =
  | { ok: true; id: number; code: string; name: string; seriesCode: SeriesCode; total: number }
  | { ok: false; message: string };

/** Set before the login popup, read after login: the build the visitor wanted to save. */
export const PENDING_SAVE_KEY = 'configurator:pending-save';

/** `requireLogin` runs its callback once the visitor is logged in (the login popup or page first if not). */
export function useSaveBuild(series: string, build: Build, query: string, requireLogin: (then: () => void) => void) {
  const location = useLocation();
  const hydrated = useHydrated();
  const loggedIn = useUser((s) => s.loggedIn);
  const cars = useCarCollectionApi();
  const fetcher = useFetcher<SaveResult>();
  const action = paths.configurator(series, query);

  const submitSave = () => {
    const fields = {
      grade: String(build.grade),
      paint: build.paint,
      wheel: build.wheel,
      interior: build.interior,
      opts: build.opts.join(','),
    };
    void fetcher.submit(fields, { method: 'post', action });
  };
  const save = () => {
    if (!loggedIn) sessionStorage.setItem(PENDING_SAVE_KEY, location.pathname + location.search);
    requireLogin(submitSave);
  };
  // Back from the login page: save the build the visitor asked to save.
  useEffect(() => {
    if (!hydrated || !loggedIn) return;
    const pending = sessionStorage.getItem(PENDING_SAVE_KEY);
    if (pending === null || pending !== location.pathname + location.search) return;
    sessionStorage.removeItem(PENDING_SAVE_KEY);
    submitSave();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page is interactive and logged in
  }, [hydrated, loggedIn]);

  const saved = fetcher.data?.ok ? fetcher.data : null;
  useEffect(() => {
    if (saved) cars.getState().add({ id: saved.id, name: saved.name, code: saved.code, seriesCode: saved.seriesCode });
  }, [saved, cars]);

  return { fetcher, action, save };
}
