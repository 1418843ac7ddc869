/** Opens the panel's `<dialog>` as a modal on mount and closes the panel with it (Escape, `close()`). */
import { useEffect, useRef } from 'react';

export function useModalDialog(close: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Escape: the dialog's 'close' event comes a task after the browser has given the focus back to the
    // header's button, and an Enter on the button in between reopened a panel that the late event then
    // closed. So the panel closes here, at once: the dialog gives the focus back and the state follows
    // in the same turn, with no 'close' event left to come.
    const cancel = (event: Event) => {
      event.preventDefault();
      dialog.removeEventListener('close', close);
      dialog.close();
      close();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', close);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', close);
      if (dialog.open) dialog.close();
    };
  }, [close]);
  return dialogRef;
}
