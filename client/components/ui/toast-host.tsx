import { useEffect } from 'react';
import { useUi, type Toast } from '#client/stores/ui-store.tsx';

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useUi((s) => s.dismissToast);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [dismiss, toast.id, toast.durationMs]);
  return <p className="rounded-md bg-black/75 px-5 py-3 text-center text-sm leading-6 text-white">{toast.message}</p>;
}

/** Where toasts sit (specification): centred on the line 46 % from the top of the viewport. */
export const TOAST_TOP_CLASS = 'top-[46%]';

/** Toasts: centred at 46% from the top, dark and translucent, 2 s by default, announced politely. */
export function ToastHost() {
  const toasts = useUi((s) => s.toasts);
  return (
    <div
      role="status"
      aria-live="polite"
      className={`pointer-events-none fixed inset-x-0 ${TOAST_TOP_CLASS} z-[80] flex -translate-y-1/2 flex-col items-center gap-2 px-6`}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
