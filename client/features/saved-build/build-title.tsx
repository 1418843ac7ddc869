/**
 * A saved build's name, with 重命名 (after hydration, where the upstream can rename) opening the form in
 * place. Whether it is open is the card's state: it outlasts a delete that is undone.
 */
import { lazy, Suspense, useRef } from 'react';
import type { CustomizedConfig } from '#shared/api/user-api';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';

// The form loads when 重命名 is first pressed; the name stays in its place meanwhile.
const RenameForm = lazy(() => import('./rename-form.tsx').then((m) => ({ default: m.RenameForm })));

export function BuildTitle(props: {
  car: CustomizedConfig;
  renameOffered: boolean;
  renaming: boolean;
  setRenaming: (renaming: boolean) => void;
}) {
  const { car, renameOffered, renaming, setRenaming } = props;
  const hydrated = useHydrated();
  const renameRef = useRef<HTMLButtonElement>(null);
  if (renaming)
    return (
      <Suspense fallback={<h3 className="text-base text-ink">{car.name}</h3>}>
        <RenameForm
          car={car}
          onDone={() => {
            setRenaming(false);
            queueMicrotask(() => renameRef.current?.focus());
          }}
        />
      </Suspense>
    );
  return (
    <div className="flex items-start justify-between gap-3">
      <h3 className="text-base text-ink">{car.name}</h3>
      {hydrated && renameOffered ? (
        <button
          ref={renameRef}
          type="button"
          onClick={() => setRenaming(true)}
          aria-label={`重命名 ${car.name}`}
          className="-mt-2 min-h-11 shrink-0 px-2 text-xs text-mute hover:text-ink"
        >
          重命名
        </button>
      ) : null}
    </div>
  );
}
