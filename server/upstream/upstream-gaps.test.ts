import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory-store.ts';
import type { SharedStore } from '../store/store.ts';
import { createUpstreamGaps, UPSTREAM_GAP_LIST_MS, UPSTREAM_GAP_TTL_MS } from './upstream-gaps.ts';

const RENAME = '/api/user/renameCustomized';
const REGIONS = '/api/client/findRegions';

function counted(store: SharedStore) {
  let reads = 0;
  return {
    store: { ...store, get: (key: string) => ((reads += 1), store.get(key)) } as SharedStore,
    reads: () => reads,
  };
}

describe('upstream gaps', () => {
  it('pins the production times: a gap stands 10 minutes, a process reuses its list for 5 seconds', () => {
    expect(UPSTREAM_GAP_TTL_MS).toBe(600_000);
    expect(UPSTREAM_GAP_LIST_MS).toBe(5_000);
  });

  it('reads the store for the list once per window, not once per page', async () => {
    const clock = { now: 0 };
    const { store, reads } = counted(createMemoryStore());
    const gaps = createUpstreamGaps({ store, logger: pino({ level: 'silent' }), now: () => clock.now });
    expect(await gaps.list()).toEqual([]);
    const once = reads();
    expect(once).toBeGreaterThan(0);
    await gaps.list();
    await gaps.list();
    expect(reads()).toBe(once);
    clock.now = UPSTREAM_GAP_LIST_MS;
    await gaps.list();
    expect(reads()).toBe(once * 2);
  });

  it('shows a gap this process notes at once, and one another process notes after the window', async () => {
    const clock = { now: 0 };
    const shared = createMemoryStore();
    const logger = pino({ level: 'silent' });
    const here = createUpstreamGaps({ store: shared, logger, now: () => clock.now });
    const there = createUpstreamGaps({ store: shared, logger, now: () => clock.now });
    expect(await here.list()).toEqual([]);
    await here.note(RENAME);
    expect(await here.list()).toEqual([RENAME]);
    await there.note(REGIONS);
    expect(await here.list()).toEqual([RENAME]);
    expect(await here.lacks(REGIONS)).toBe(true);
    clock.now = UPSTREAM_GAP_LIST_MS;
    expect((await here.list()).sort()).toEqual([REGIONS, RENAME].sort());
  });
});
