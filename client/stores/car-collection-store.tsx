/**
 * The car collection list: the user's saved customised cars (id, name, share code), persisted so the
 * configurator and the header can show them without a request. Logout empties it.
 */
import { createStore } from 'zustand';
import { createStoreContext } from './create-store-context.tsx';
import { hasFields, isRecord, persisted } from './persisted.ts';

export const CAR_COLLECTION_STORAGE_KEY = 'carCollectionList';

export interface CarCollectionItem {
  id: number;
  name: string;
  code: string;
  seriesCode: string;
}

export interface CarCollectionState {
  items: CarCollectionItem[];
  setItems(items: CarCollectionItem[]): void;
  /** A build just saved: first in the list (replaces an item with the same id). */
  add(item: CarCollectionItem): void;
  rename(id: number, name: string): void;
  remove(id: number): void;
  clear(): void;
}

type Persisted = Pick<CarCollectionState, 'items'>;

const ITEM_FIELDS = { id: 'number', name: 'string', code: 'string', seriesCode: 'string' } as const;
const isItem = (value: unknown) => hasFields<CarCollectionItem>(value, ITEM_FIELDS);

export function readPersistedCars(value: unknown): Persisted {
  if (!isRecord(value) || !Array.isArray(value.items)) return { items: [] };
  return { items: value.items.filter(isItem).slice(0, 200) };
}

export function createCarCollectionStore() {
  return persisted(
    createStore<CarCollectionState>()((set) => ({
      items: [],
      setItems: (items) =>
        set({ items: items.map(({ id, name, code, seriesCode }) => ({ id, name, code, seriesCode })) }),
      add: ({ id, name, code, seriesCode }) =>
        set((s) => ({
          items: [{ id, name, code, seriesCode }, ...s.items.filter((i) => i.id !== id)].slice(0, 200),
        })),
      rename: (id, name) => set((s) => ({ items: s.items.map((i) => (i.id === id ? { ...i, name } : i)) })),
      remove: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id) })),
      clear: () => set({ items: [] }),
    })),
    CAR_COLLECTION_STORAGE_KEY,
    (s) => ({ items: s.items }),
    readPersistedCars,
  );
}

const context = createStoreContext(createCarCollectionStore, {
  hook: 'useCarCollection',
  provider: 'CarCollectionProvider',
});

export const CarCollectionProvider = context.Provider;
export const useCarCollectionApi = context.useApi;
export const useCarCollection = context.useSelect;
