/**
 * The `user` store: the profile and the logged-in marker, persisted in localStorage under `user`.
 * Updates merge into the profile. The session itself is the httpOnly cookie (docs/decisions/0007):
 * nothing here is a credential. Created per React tree (per request on the server, never written there).
 */
import { createStore } from 'zustand';
import type { User } from '#shared/api/user-api';
import { createStoreContext } from './create-store-context.tsx';
import { hasFields, isRecord, persisted } from './persisted.ts';

export const USER_STORAGE_KEY = 'user';

export interface UserState {
  user: User | null;
  loggedIn: boolean;
  /** True once the persisted state was read (after mount); gate logged-in-only UI on it. */
  hydrated: boolean;
  /** After login or register. */
  login(user: User): void;
  /** Merges into the profile (nickname, phone, e-mail changes, a fresh `ckauth`). */
  update(patch: Partial<User>): void;
  /** Forgets the user locally (logout, expired session). */
  clear(): void;
  markHydrated(): void;
}

type Persisted = Pick<UserState, 'user' | 'loggedIn'>;

const USER_FIELDS = { id: 'number', nickname: 'string', phone: 'string', avatar: 'string' } as const;
const isUser = (value: unknown) => hasFields<User>(value, USER_FIELDS);

/** Stored data is not trusted: anything malformed counts as logged out. */
export function readPersistedUser(value: unknown): Persisted {
  if (!isRecord(value) || value.loggedIn !== true || !isUser(value.user)) return { user: null, loggedIn: false };
  return { user: value.user, loggedIn: true };
}

export function createUserStore() {
  return persisted(
    createStore<UserState>()((set) => ({
      user: null,
      loggedIn: false,
      hydrated: false,
      login: (user) => set({ user, loggedIn: true }),
      update: (patch) => set((s) => (s.user ? { user: { ...s.user, ...patch } } : {})),
      clear: () => set({ user: null, loggedIn: false }),
      markHydrated: () => set({ hydrated: true }),
    })),
    USER_STORAGE_KEY,
    (s) => ({ user: s.user, loggedIn: s.loggedIn }),
    readPersistedUser,
  );
}

const context = createStoreContext(createUserStore, { hook: 'useUser', provider: 'UserStoreProvider' });

export const UserStoreProvider = context.Provider;
export const useUserStoreApi = context.useApi;
export const useUser = context.useSelect;
