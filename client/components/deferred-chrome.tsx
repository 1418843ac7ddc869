/**
 * The parts of the site chrome a first view neither shows nor needs before it is interactive: the modal
 * layer, the register prompt, the session and share-card sync. Their code is downloaded after
 * hydration, or (the prompt's dialog) when it first opens, so it is no part of a page's initial JavaScript
 * (docs/decisions/0019-client-byte-budgets.md). None renders markup on the server but the prompt's live
 * region, which stands in place until the prompt's code is there, so the document is the same.
 */
import { lazy, Suspense, useState } from 'react';
import type { PageMeta } from '#client/lib/ssr/meta.ts';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';
import { useRegisterPrompt } from '#client/stores/register-prompt-store.tsx';

const loadPrompt = () => import('#client/features/register-prompt/register-prompt.tsx');
const ModalHost = lazy(() => import('./ui/modal-host.tsx').then((m) => ({ default: m.ModalHost })));
const RegisterPromptDialog = lazy(() => loadPrompt().then((m) => ({ default: m.RegisterPromptDialog })));
const RegisterPromptScheduler = lazy(() => loadPrompt().then((m) => ({ default: m.RegisterPromptScheduler })));
const AuthSync = lazy(() => import('#client/features/auth/auth-sync.tsx').then((m) => ({ default: m.AuthSync })));
const ShareSync = lazy(() => import('#client/features/share/share-sync.tsx').then((m) => ({ default: m.ShareSync })));

/** True from the first time `now` is: what was opened once stays mounted (its closing runs its effects). */
function useOnceTrue(now: boolean): boolean {
  const [once, setOnce] = useState(now);
  if (now && !once) setOnce(true);
  return once || now;
}

// Loaded right after hydration rather than with the first modal: a modal opened while the layer is
// still downloading would leave the page clickable (not yet inert) and a second click would open a
// second modal.
export function DeferredModalHost() {
  return useHydrated() ? (
    <Suspense>
      <ModalHost />
    </Suspense>
  ) : null;
}

export function DeferredRegisterPrompt() {
  // The dialog's live region: the dialog renders its own once its code is there.
  const live = <p role="status" className="sr-only" />;
  const hydrated = useHydrated();
  const wanted = useOnceTrue(useRegisterPrompt((s) => s.visible));
  return (
    <>
      {wanted ? (
        <Suspense fallback={live}>
          <RegisterPromptDialog />
        </Suspense>
      ) : (
        live
      )}
      {hydrated ? (
        <Suspense>
          <RegisterPromptScheduler />
        </Suspense>
      ) : null}
    </>
  );
}

export function DeferredAuthSync() {
  return useHydrated() ? (
    <Suspense>
      <AuthSync />
    </Suspense>
  ) : null;
}

export function DeferredShareSync(props: { meta: PageMeta; title: string }) {
  return useHydrated() ? (
    <Suspense>
      <ShareSync {...props} />
    </Suspense>
  ) : null;
}
