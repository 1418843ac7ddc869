import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '#shared/api/request';

afterEach(() => {
  vi.doUnmock('./browser-api-client.ts');
  vi.resetModules();
});

describe('the browser API client', () => {
  it('downloads the request helper on the first call; a failed download answers 请求错误 and the next call tries again', async () => {
    let online = false;
    const calls: string[] = [];
    const helper: ApiClient = {
      get: (path) => {
        calls.push(`GET ${path}`);
        return Promise.resolve({ ok: true, code: 200, msg: '', data: [], status: 200 }) as never;
      },
      post: (path) => {
        calls.push(`POST ${path}`);
        return Promise.resolve({ ok: true, code: 200, msg: '', data: null, status: 200 }) as never;
      },
    };
    const made = vi.fn(() => helper);
    vi.doMock('./browser-api-client.ts', () => {
      if (!online) throw new Error('Failed to fetch dynamically imported module');
      return { createBrowserApi: made };
    });
    const { authExpired, browserApi } = await import('./browser-api.ts');

    expect(await browserApi.get('/api/client/findRegions')).toEqual({
      ok: false,
      code: -1,
      msg: '请求错误',
      data: null,
      status: 0,
    });
    online = true;
    expect(await browserApi.get('/api/client/findRegions')).toMatchObject({ ok: true });
    expect(await browserApi.post('/api/user/logout', {})).toMatchObject({ ok: true });
    expect(calls).toEqual(['GET /api/client/findRegions', 'POST /api/user/logout']);
    // One helper for the page, with the page's one auth-expired signal.
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith(authExpired);
  });
});
