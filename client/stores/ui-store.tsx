/**
 * The one UI channel for modals and toasts: any component opens or dismisses them here and one host
 * renders them. A store per React tree (so per request on the server, where it is never written).
 */
import type { ReactNode } from 'react';
import { createStore, type StoreApi } from 'zustand';
import { createStoreContext } from '#client/stores/create-store-context.tsx';

export interface ModalRequest {
  /** Visible title; also the dialog's accessible name. */
  title: string;
  content: ReactNode;
  /** `md` for forms and notices, `lg` for galleries and spec tables, `full` for image zoom, `drawer` for the side panel. */
  size?: 'md' | 'lg' | 'full' | 'drawer';
  /** Called once after the modal closed, however it was closed. */
  onClose?: () => void;
}

export interface OpenModal extends ModalRequest {
  id: number;
  /** Where focus returns when the modal closes (done by the host, once the page is interactive again). */
  opener: HTMLElement | null;
}

export interface Toast {
  id: number;
  message: string;
  durationMs: number;
}

export interface UiState {
  modals: OpenModal[];
  toasts: Toast[];
  openModal(request: ModalRequest): number;
  /** Closes the given modal, or the top-most one. */
  closeModal(id?: number): void;
  showToast(message: string, durationMs?: number): number;
  dismissToast(id: number): void;
}

/** How long a toast shows unless its caller says otherwise (specification: 2 s). */
export const TOAST_DURATION_MS = 2000;

export function createUiStore(): StoreApi<UiState> {
  let nextId = 1;
  return createStore<UiState>()((set, get) => ({
    modals: [],
    toasts: [],
    openModal(request) {
      const id = nextId++;
      const opener = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
      set((s) => ({ modals: [...s.modals, { ...request, id, opener }] }));
      return id;
    },
    closeModal(id) {
      const { modals } = get();
      const target = id === undefined ? modals.at(-1) : modals.find((m) => m.id === id);
      if (!target) return;
      set((s) => ({ modals: s.modals.filter((m) => m.id !== target.id) }));
      target.onClose?.();
    },
    showToast(message, durationMs = TOAST_DURATION_MS) {
      const id = nextId++;
      set((s) => ({ toasts: [...s.toasts, { id, message, durationMs }] }));
      return id;
    },
    dismissToast(id) {
      set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    },
  }));
}

const context = createStoreContext(createUiStore, { hook: 'useUi', provider: 'UiStoreProvider' });

export const UiStoreProvider = context.Provider;
export const useUi = context.useSelect;
