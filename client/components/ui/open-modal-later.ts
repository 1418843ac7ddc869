/**
 * Opens a modal whose content's code is downloaded when it is first asked for, not with the page (a
 * model page's full spec table, the online-purchase popup). A chunk that did not download is a toast,
 * and the next click tries again.
 */
import { useCallback, type ReactNode } from 'react';
import { useUi, type ModalRequest } from '#client/stores/ui-store.tsx';

export const CONTENT_FAILED = '内容加载失败，请稍后再试';

export function useOpenModalLater(): (
  request: Omit<ModalRequest, 'content'>,
  content: () => Promise<ReactNode>,
) => void {
  const openModal = useUi((s) => s.openModal);
  const showToast = useUi((s) => s.showToast);
  return useCallback(
    (request, content) => {
      void content().then(
        (node) => openModal({ ...request, content: node }),
        () => showToast(CONTENT_FAILED),
      );
    },
    [openModal, showToast],
  );
}
