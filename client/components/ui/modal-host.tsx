/**
 * Renders the modals of the UI channel: a labelled `role="dialog"` with `aria-modal`, focus trapped
 * inside (focus-trap), Escape and the close button dismiss it, focus returns to the opener, and the
 * page behind neither scrolls nor reads out (inert).
 *
 * focus-trap (with tabbable, ~6 KB gzip) is loaded when the first modal opens, not with every page
 * (docs/decisions/0019-client-byte-budgets.md). Until it is there, focus is already on the close button
 * (the first control, where the trap would put it) and the inert page keeps Tab inside the dialog.
 */
import type { FocusTrap } from 'focus-trap';
import { useEffect, useId, useRef } from 'react';
import { useUi, type OpenModal } from '#client/stores/ui-store.tsx';

const SIZE = {
  md: 'w-full max-w-lg',
  lg: 'w-full max-w-4xl',
  full: 'h-full w-full max-w-none',
  // A side panel on wide screens, the whole screen on phones (the test-drive drawer).
  drawer: 'h-full w-full sm:max-w-xl',
} as const;

function Dialog({ modal, isTop }: { modal: OpenModal; isTop: boolean }) {
  const closeModal = useUi((s) => s.closeModal);
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const node = ref.current;
    if (!node || !isTop) return;
    if (!node.contains(document.activeElement)) closeRef.current?.focus();
    let trap: FocusTrap | null = null;
    let active = true;
    void import('focus-trap').then(
      ({ createFocusTrap }) => {
        if (!active) return;
        trap = createFocusTrap(node, {
          escapeDeactivates: false, // Escape is handled below, so the store stays the one source of truth
          allowOutsideClick: true,
          returnFocusOnDeactivate: false, // the store returns focus to the opener
          fallbackFocus: node,
        });
        trap.activate();
      },
      () => undefined,
    ); // not downloaded: the inert page and the focused close button still hold focus in
    // Escape closes the top-most modal only.
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      closeModal(modal.id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      active = false;
      trap?.deactivate();
    };
  }, [isTop, closeModal, modal.id]);

  // On close, focus goes back to the control that opened the modal. A microtask: by then the host has
  // made the page interactive again (an inert element cannot take focus).
  const { opener } = modal;
  useEffect(
    () => () =>
      queueMicrotask(() => {
        if (opener?.isConnected) opener.focus();
      }),
    [opener],
  );

  return (
    <div
      className={`fixed inset-0 z-[70] flex items-center p-0 ${modal.size === 'drawer' ? 'justify-end' : 'justify-center sm:p-6'}`}
    >
      <div className="absolute inset-0 bg-black/60" aria-hidden="true" onClick={() => closeModal(modal.id)} />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-full flex-col overflow-hidden bg-white shadow-2xl outline-none ${SIZE[modal.size ?? 'md']}`}
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <h2 id={titleId} className="text-base tracking-wider text-ink">
            {modal.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={() => closeModal(modal.id)}
            className="-mr-2 inline-flex h-11 w-11 items-center justify-center text-mute hover:text-ink"
            aria-label="关闭"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <path d="M5 5l14 14M19 5L5 19" />
            </svg>
          </button>
        </div>
        <div className="overflow-y-auto p-5">{modal.content}</div>
      </div>
    </div>
  );
}

export function ModalHost() {
  const modals = useUi((s) => s.modals);
  const open = modals.length > 0;

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const main = document.getElementById('page');
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    main?.setAttribute('inert', '');
    return () => {
      root.style.overflow = previous;
      main?.removeAttribute('inert');
    };
  }, [open]);

  return (
    <>
      {modals.map((modal, i) => (
        <Dialog key={modal.id} modal={modal} isTop={i === modals.length - 1} />
      ))}
    </>
  );
}
