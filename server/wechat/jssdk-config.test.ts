import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#shared/api/request';
import { createMemoryStore } from '../store/memory-store.ts';
import { createTicketSource, signableUrl, TICKET_MARGIN_MS } from './jssdk-config.ts';

const ORIGINS = ['https://www.aurelion.example', 'https://m.aurelion.example'];

describe('signableUrl', () => {
  it("accepts pages of the site's origins and drops the fragment", () => {
    expect(signableUrl('https://www.aurelion.example/news?page=2#top', ORIGINS)).toBe(
      'https://www.aurelion.example/news?page=2',
    );
    expect(signableUrl('https://m.aurelion.example/', ORIGINS)).toBe('https://m.aurelion.example/');
  });

  it('refuses other origins, other schemes, credentials and URLs not in canonical form', () => {
    for (const url of [
      'https://evil.example/',
      'http://www.aurelion.example/',
      'https://www.aurelion.example:8443/',
      'https://user:pw@www.aurelion.example/',
      'https://www.aurelion.example',
      'HTTPS://WWW.AURELION.EXAMPLE/',
      'javascript:alert(1)',
      '',
      `https://www.aurelion.example/${'a'.repeat(2100)}`,
    ])
      expect(signableUrl(url, ORIGINS), url).toBeNull();
    expect(signableUrl(['https://www.aurelion.example/'], ORIGINS)).toBeNull();
  });
});

describe('the ticket source', () => {
  it('keeps the ticket for its lifetime minus 5 minutes, then asks again', async () => {
    let now = 1_000_000;
    let asked = 0;
    const client = (): ApiClient => ({
      get: (() => {
        asked += 1;
        return Promise.resolve({
          ok: true,
          code: 0,
          msg: '',
          status: 200,
          data: { appId: 'wx1', ticket: `t${asked}`, expiresIn: 7200 },
        });
      }) as ApiClient['get'],
      post: () => Promise.reject(new Error('no POST expected')),
    });
    const store = createMemoryStore({ now: () => now });
    const tickets = createTicketSource({ store, client, logger: pino({ level: 'silent' }), now: () => now });
    expect(TICKET_MARGIN_MS).toBe(300_000);
    await Promise.all([tickets.ticket('a'), tickets.ticket('b'), tickets.ticket('c')]);
    expect(asked).toBe(1);
    now += 7200_000 - 300_000 - 1;
    expect((await tickets.ticket('d')).ticket).toBe('t1');
    now += 2;
    expect((await tickets.ticket('e')).ticket).toBe('t2');
    expect(asked).toBe(2);
  });
});
