/** The two buttons under a question in a modal: the action, then the way out (which closes the modal). */
import { useUi } from '#client/stores/ui-store.tsx';

const BUTTON = 'min-h-11 px-8 text-sm tracking-widest';

export function DialogActions({
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'primary',
}: {
  confirmLabel: string;
  cancelLabel: string;
  /** Runs after the modal closes. */
  onConfirm: () => void;
  /** `danger` for what cannot be undone. */
  tone?: 'primary' | 'danger';
}) {
  const closeModal = useUi((s) => s.closeModal);
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        onClick={() => {
          closeModal();
          onConfirm();
        }}
        className={`${BUTTON} text-white ${tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-ink hover:bg-gold-dark'}`}
      >
        {confirmLabel}
      </button>
      <button
        type="button"
        onClick={() => closeModal()}
        className={`${BUTTON} border border-line text-ink hover:border-ink`}
      >
        {cancelLabel}
      </button>
    </div>
  );
}
