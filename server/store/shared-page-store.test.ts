import { describe, expect, it } from 'vitest';
import { brokenStore } from '../../tests/support/broken-store.ts';
import { createMemoryStore } from './memory-store.ts';
import type { StoredPage } from './page-store.ts';
import { createSharedPageStore } from './shared-page-store.ts';

const page: StoredPage = {
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  pieces: [Buffer.from('<!DOCTYPE html><script nonce="'), Buffer.from('">车型</script>')],
  holes: ['nonce'],
  gzip: [Buffer.from([0x01, 0xff, 0x00]), Buffer.from([0x7f])],
  storedAt: 1000,
  retryAt: 0,
};

describe('page cache in the shared store', () => {
  it('gives every host the page one host stored, bytes intact', async () => {
    const shared = createMemoryStore();
    await createSharedPageStore(shared, 60_000).set('desktop /models/es', page);
    expect(await createSharedPageStore(shared, 60_000).get('desktop /models/es')).toEqual(page);
  });

  it('keeps a page only as long as asked', async () => {
    let now = 0;
    const shared = createMemoryStore({ now: () => now });
    const pages = createSharedPageStore(shared, 60_000);
    await pages.set('k', page);
    now = 60_001;
    expect(await pages.get('k')).toBeUndefined();
  });

  it('is a miss, never an error, while the store is unreachable', async () => {
    const pages = createSharedPageStore(brokenStore(), 60_000);
    await expect(pages.set('k', page)).resolves.toBeUndefined();
    expect(await pages.get('k')).toBeUndefined();
  });
});
