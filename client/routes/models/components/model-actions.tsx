/**
 * A model page's member actions: favourite the model, and download its
 * brochure. Visitors get the login-required popup (favourite) or the register prompt in its download
 * form (brochure); after logging in they come back to `/models/{model}?download=brochure` and the
 * download starts there, once, and the parameter leaves the address bar.
 */
import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SeriesCode } from '#shared/api/client-api';
import { brochureUrl } from '#shared/domain/series-images';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { useUser } from '#client/stores/user-store.tsx';
import { useBrochureDownload } from '#client/features/register-prompt/brochure-download.ts';
import { useUi } from '#client/stores/ui-store.tsx';
import { LineIcon } from '#client/components/ui/line-icon.tsx';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';

/** With the login popup behind it, it hydrates after the page (the route's loader preloads it). */
export const FavoriteButton = lazyComponent(() =>
  import('#client/features/auth/favorite-button.tsx').then((m) => m.FavoriteButton),
);

/** Saves the file through a temporary link (the static host answers it as an attachment). */
function saveFile(url: string, filename: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

export function ModelActions({ code, modelName }: { code: SeriesCode; modelName: string }) {
  const { config } = useEnv();
  const showToast = useUi((s) => s.showToast);
  const download = () => {
    saveFile(`${config.staticHost}${brochureUrl(code)}`, `aurelion-${code}-brochure.pdf`);
    showToast(`${modelName} 车型手册开始下载`);
  };
  const requestDownload = useBrochureDownload(code, download);

  // Back from the login page with ?download=brochure: start the download once the user is known.
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useUser((s) => s.hydrated && s.loggedIn);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !loggedIn || new URLSearchParams(search).get('download') !== 'brochure') return;
    started.current = true;
    download();
    void navigate(pathname, { replace: true, preventScrollReset: true });
    // `download` is rebuilt each render; the flag makes this run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, search, pathname, navigate]);

  return (
    <div className="flex flex-wrap gap-3">
      <Suspense fallback={null}>
        <FavoriteButton type="series" targetId={code} />
      </Suspense>
      <button
        type="button"
        onClick={requestDownload}
        className="inline-flex min-h-11 items-center gap-2 border border-line px-5 text-sm tracking-widest text-ink transition-colors hover:border-ink"
      >
        <LineIcon d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" strokeWidth={1.6} />
        下载车型手册
      </button>
    </div>
  );
}
