/**
 * The compare tray: up to four car ids picked on model pages and in the configurator, persisted so the
 * header's count and the compare page survive a reload. The compare page's URL is the comparison itself;
 * the tray follows it there (removing or reordering a column changes both).
 */
import { createStore } from 'zustand';
import { MAX_COMPARE } from '#shared/domain/compare-link';
import { createStoreContext } from './create-store-context.tsx';
import { isRecord, persisted } from './persisted.ts';

export const COMPARE_TRAY_STORAGE_KEY = 'compareTray';

export type TrayAddResult = 'added' | 'present' | 'full';

export interface CompareTrayState {
  cars: number[];
  /** Appends a car; a fifth is refused (the tray never holds more than the page compares). */
  add(carId: number): TrayAddResult;
  remove(carId: number): void;
  /** The compare page's columns, in order. */
  set(cars: number[]): void;
}

type Persisted = Pick<CompareTrayState, 'cars'>;

function cleanIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is number => Number.isSafeInteger(v) && v > 0);
  return [...new Set(ids)].slice(0, MAX_COMPARE);
}

export function readPersistedTray(value: unknown): Persisted {
  return { cars: isRecord(value) ? cleanIds(value.cars) : [] };
}

export function createCompareTrayStore() {
  return persisted(
    createStore<CompareTrayState>()((set, get) => ({
      cars: [],
      add: (carId) => {
        const { cars } = get();
        if (cars.includes(carId)) return 'present';
        if (cars.length >= MAX_COMPARE) return 'full';
        set({ cars: [...cars, carId] });
        return 'added';
      },
      remove: (carId) => set((s) => ({ cars: s.cars.filter((id) => id !== carId) })),
      set: (cars) => set({ cars: cleanIds(cars) }),
    })),
    COMPARE_TRAY_STORAGE_KEY,
    (s) => ({ cars: s.cars }),
    readPersistedTray,
  );
}

const context = createStoreContext(createCompareTrayStore, { hook: 'useCompareTray', provider: 'CompareTrayProvider' });

export const CompareTrayProvider = context.Provider;
export const useCompareTrayApi = context.useApi;
export const useCompareTray = context.useSelect;
