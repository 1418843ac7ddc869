/**
 * Register prompt store: visibility, content, the after-close callback and `pathInfo` (where and when it
 * was shown). Only `pathInfo` is persisted (localStorage `registerPrompt`), so the 120 s rule holds
 * across reloads.
 */
import { createStore } from 'zustand';
import { createStoreContext } from './create-store-context.tsx';
import { hasFields, isRecord, persisted } from './persisted.ts';

export const REGISTER_PROMPT_STORAGE_KEY = 'registerPrompt';

export interface PathInfo {
  path: string;
  timestamp: number;
  /** 1: learn-more prompt, 2: download / register flow. */
  type: 1 | 2;
}

export interface PromptContent {
  title: string;
  desc: string;
  onlyRegisterBtn?: boolean;
  /** Series code of a brochure download flow. */
  downloadModel?: string;
}

/** Keeps the list short: entries older than a day go. */
export function prunePathInfo(pathInfo: readonly PathInfo[], now: number): PathInfo[] {
  return pathInfo.filter((p) => now - p.timestamp < 86_400_000).slice(-50);
}

export interface RegisterPromptState {
  visible: boolean;
  content: PromptContent;
  pathInfo: PathInfo[];
  afterClose: (() => void) | null;
  open(content: PromptContent, afterClose?: () => void): void;
  /** Hides the prompt and runs the after-close callback once (then forgets it). */
  close(): void;
  /** Hides the prompt without the callback (the register button navigates away). */
  hide(): void;
  record(info: PathInfo): void;
}

type Persisted = Pick<RegisterPromptState, 'pathInfo'>;

function isPathInfo(value: unknown): value is PathInfo {
  return hasFields<PathInfo>(value, { path: 'string', timestamp: 'number' }) && (value.type === 1 || value.type === 2);
}

export function readPersistedPrompt(value: unknown): Persisted {
  if (!isRecord(value) || !Array.isArray(value.pathInfo)) return { pathInfo: [] };
  return { pathInfo: value.pathInfo.filter(isPathInfo).slice(-50) };
}

export function createRegisterPromptStore() {
  return persisted(
    createStore<RegisterPromptState>()((set, get) => ({
      visible: false,
      content: { title: '', desc: '' },
      pathInfo: [],
      afterClose: null,
      open: (content, afterClose) => set({ visible: true, content, afterClose: afterClose ?? null }),
      close: () => {
        const callback = get().afterClose;
        set({ visible: false, afterClose: null });
        callback?.();
      },
      hide: () => set({ visible: false, afterClose: null }),
      record: (info) => set((s) => ({ pathInfo: [...prunePathInfo(s.pathInfo, info.timestamp), info] })),
    })),
    REGISTER_PROMPT_STORAGE_KEY,
    (s) => ({ pathInfo: s.pathInfo }),
    readPersistedPrompt,
  );
}

const context = createStoreContext(createRegisterPromptStore, {
  hook: 'useRegisterPrompt',
  provider: 'RegisterPromptProvider',
});

export const RegisterPromptProvider = context.Provider;
export const useRegisterPromptApi = context.useApi;
export const useRegisterPrompt = context.useSelect;
