import { runInNewContext } from 'node:vm';
import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, freshFromServer } from '../data/query-client.ts';
import { documentStateScript, type DocumentState, type RouterHydration } from './document-state.ts';

const env = {
  edge: {
    isWechat: false,
    isMacWechat: false,
    isMiniProgram: false,
    isMobile: false,
    isBot: false,
    channel: 1,
    care: 0,
    carePointer: false,
  },
  config: {},
} as unknown as DocumentState['env'];

/** Runs the script as the browser would and hands back the globals it set. */
function inBrowser(script: string): { hydration: RouterHydration; state: DocumentState } {
  const window: Record<string, unknown> = {};
  runInNewContext(script, { window, JSON });
  return {
    hydration: window.__staticRouterHydrationData as RouterHydration,
    state: window.__DOCUMENT_STATE__ as DocumentState,
  };
}

/**
 * What the browser's data cache takes from the page: the document state as the script leaves it, each
 * read with its `queryHash` back, which the page does not carry and the browser derives from its key.
 */
function inBrowserCache(state: DocumentState): DocumentState {
  if (!state.queries) return state;
  const derived = freshFromServer(state.queries, 0).queries;
  return {
    ...state,
    queries: {
      ...state.queries,
      queries: state.queries.queries.map((q, i) => ({ ...q, queryHash: derived[i]?.queryHash ?? '' })),
    },
  };
}

describe('the document-state script', () => {
  it('carries a read once: the loader data that is a read answer points at the dehydrated read in the browser', () => {
    const series = { code: 'es', name: 'ES <300h>', grades: [{ id: 'g1', price: 300000 }] };
    const answer = { ok: true, code: 200, msg: '', status: 200, data: { series, paints: [{ id: 'p1' }] } };
    const notes = { ok: true, code: 200, msg: '', status: 200, data: { notes: ['注一', '注二'] } };
    const client = createQueryClient();
    client.setQueryData(['/api/client/queryModel', { seriesCode: 'es' }], answer);
    client.setQueryData(['/api/client/queryCarSeriesNotes/', { seriesCode: 'es' }], notes);
    const loaderData = {
      root: { nav: ['a'] },
      model: {
        code: 'es',
        model: answer.data,
        series,
        notes: notes.data.notes,
        spec: null,
        later: { __deferred: 'k1' },
      },
    };
    const script = documentStateScript(
      { loaderData, actionData: null, errors: null },
      { env, queries: dehydrate(client) },
    );

    expect(script.split('ES \\u003c300h\\u003e')).toHaveLength(2);
    expect(script.split('注二')).toHaveLength(2);
    const { hydration, state } = inBrowser(script);
    expect(hydration.loaderData).toEqual(loaderData);
    const reads = state.queries?.queries ?? [];
    const model = reads.find((q) => q.queryKey[0] === '/api/client/queryModel')?.state.data as typeof answer;
    const revived = hydration.loaderData.model as typeof loaderData.model;
    expect(revived.model).toBe(model.data);
    expect(revived.series).toBe(model.data.series);
    expect(state.env).toEqual(env);
  });

  it('leaves the loader data as it is when nothing was read through the cache', () => {
    const loaderData = { root: { nav: ['a'] }, page: { title: '</script><script>alert(1)</script>' } };
    const script = documentStateScript({ loaderData, actionData: null, errors: null }, { env });
    expect(script).not.toContain('</script>');
    expect(inBrowser(script).hydration.loaderData).toEqual(loaderData);
  });

  it('reads back every character a value may hold: apostrophes, backslashes, quotes and line separators', () => {
    const title = 'It\'s \\ "奥瑞麟" \u2028\u2029 \n <!-- & --> \'';
    const loaderData = { page: { title } };
    const client = createQueryClient();
    client.setQueryData(['/api/client/findNews', {}], { ok: true, data: { title } });
    const script = documentStateScript(
      { loaderData, actionData: null, errors: null },
      { env, queries: dehydrate(client) },
    );
    expect(script).not.toMatch(/[\u2028\u2029]/);
    const { hydration, state } = inBrowser(script);
    expect(hydration.loaderData).toEqual(loaderData);
    expect(state.queries?.queries[0]?.state.data).toEqual({ ok: true, data: { title } });
  });

  it('writes the fields every read shares once, and each read has them back in the browser', () => {
    const client = createQueryClient();
    client.setQueryData(
      ['/api/client/queryModel', { seriesCode: 'es' }],
      { ok: true, data: { name: 'ES' } },
      { updatedAt: 1 },
    );
    client.setQueryData(['/api/client/findNews', {}], { ok: true, data: { list: [] } }, { updatedAt: 2 });
    client.setQueryData(
      ['/api/client/queryCarSeriesNotes/', { seriesCode: 'es' }],
      { ok: true, data: { notes: [] } },
      { updatedAt: 3 },
    );
    const state = { env, queries: dehydrate(client) };
    const script = documentStateScript({ loaderData: {}, actionData: null, errors: null }, state);

    expect(script.split('"errorUpdateCount":0')).toHaveLength(2);
    expect(script.split('"status":"success"')).toHaveLength(2);
    expect(script).not.toContain('queryHash');
    const browser = inBrowser(script);
    expect(inBrowserCache(browser.state)).toEqual(JSON.parse(JSON.stringify(state)));
    expect(browser.state.queries?.queries.map((q) => q.state.dataUpdatedAt)).toEqual([1, 2, 3]);
  });

  it('writes a spec row the same in every grade once, and the browser has the row whole', () => {
    const spec = {
      ok: true,
      data: {
        rows: [
          { name: '车身结构', values: ['4门5座三厢车', '4门5座三厢车', '4门5座三厢车', '4门5座三厢车', '4门5座三厢车'] },
          { name: '座位数(个)', values: ['5', '5', '5', '5', '5'] },
          { name: '并线辅助', values: ['○', '●', '●', '●', '●'] },
          { name: '级别', values: ['中型车', '中型车'] },
        ],
      },
    };
    const client = createQueryClient();
    client.setQueryData(['/api/client/queryCarSeriesSpec/', { seriesCode: 'es' }], spec);
    const script = documentStateScript(
      { loaderData: { model: { spec: spec.data } }, actionData: null, errors: null },
      { env, queries: dehydrate(client) },
    );
    expect(script.split('4门5座三厢车')).toHaveLength(2);
    const { hydration, state } = inBrowser(script);
    expect(state.queries?.queries[0]?.state.data).toEqual(spec);
    expect(hydration.loaderData).toEqual({ model: { spec: spec.data } });
  });

  it('never edits the loader data it serialises (the render still reads it)', () => {
    const answer = { ok: true, code: 200, msg: '', status: 200, data: { list: [1, 2] } };
    const client = createQueryClient();
    client.setQueryData(['/api/client/findNews', {}], answer);
    const route = Object.freeze({ news: answer.data });
    documentStateScript(
      { loaderData: { news: route }, actionData: null, errors: null },
      { env, queries: dehydrate(client) },
    );
    expect(route.news).toBe(answer.data);
  });

  it('a frozen answer (the shared copy of the catalogue cache) reads the same in every page and is encoded once', () => {
    const answer = Object.freeze({
      ok: true,
      code: 200,
      msg: '',
      status: 200,
      data: Object.freeze({ name: '雷霆 & <ES>' }),
    });
    const page = () => {
      const client = createQueryClient();
      client.setQueryData(['/api/client/queryModel', { seriesCode: 'es' }], answer);
      client.setQueryData(['/api/client/findNews', {}], { ok: true, data: { list: ['新闻'] } });
      const state = { env, queries: dehydrate(client) };
      return {
        state,
        script: documentStateScript(
          { loaderData: { model: { model: answer.data } }, actionData: null, errors: null },
          state,
        ),
      };
    };
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const first = page();
      const second = page();
      expect(stringify.mock.calls.filter(([value]) => value === answer)).toHaveLength(1);
      for (const { state, script } of [first, second]) {
        const browser = inBrowser(script);
        expect(inBrowserCache(browser.state)).toEqual(JSON.parse(JSON.stringify(state)));
        expect((browser.hydration.loaderData.model as { model: unknown }).model).toEqual(answer.data);
      }
    } finally {
      stringify.mockRestore();
    }
  });
});
