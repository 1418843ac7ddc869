import { afterEach, describe, expect, it } from 'vitest';
import { COMPARE_TRAY_STORAGE_KEY, createCompareTrayStore, readPersistedTray } from './compare-tray-store.tsx';

describe('compare tray', () => {
  afterEach(() => localStorage.removeItem(COMPARE_TRAY_STORAGE_KEY));

  it('holds at most four distinct cars and refuses a fifth', () => {
    const tray = createCompareTrayStore();
    expect([101, 301, 302, 201].map((id) => tray.getState().add(id))).toEqual(['added', 'added', 'added', 'added']);
    expect(tray.getState().add(101)).toBe('present');
    expect(tray.getState().add(401)).toBe('full');
    expect(tray.getState().cars).toEqual([101, 301, 302, 201]);
    tray.getState().remove(302);
    expect(tray.getState().add(401)).toBe('added');
    expect(tray.getState().cars).toEqual([101, 301, 201, 401]);
  });

  it('keeps only well-formed ids from storage, and survives a reload', async () => {
    expect(readPersistedTray({ cars: [101, '301', -1, 1.5, 101, 302, 303, 304, 305] })).toEqual({
      cars: [101, 302, 303, 304],
    });
    expect(readPersistedTray('nonsense')).toEqual({ cars: [] });

    const before = createCompareTrayStore();
    await before.persist.rehydrate();
    before.getState().set([301, 101]);
    const after = createCompareTrayStore();
    await after.persist.rehydrate();
    expect(after.getState().cars).toEqual([301, 101]);
    expect(JSON.parse(localStorage.getItem(COMPARE_TRAY_STORAGE_KEY) ?? '{}')).toMatchObject({
      state: { cars: [301, 101] },
    });
  });
});
