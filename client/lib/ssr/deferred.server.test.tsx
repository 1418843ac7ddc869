import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Deferred, DeferredKeysProvider, dehydrateLoaderData } from './deferred.tsx';

function renderAll(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    let html = '';
    out.on('data', (c: Buffer) => (html += c.toString()));
    out.on('end', () => resolve(html));
    const { pipe } = renderToPipeableStream(node, { onAllReady: () => pipe(out), onError: reject });
  });
}

describe('<Deferred> on the server', () => {
  it('streams the settled value with a nonce’d script that carries the data, escaped', async () => {
    const news = Promise.resolve(['新闻一', '</script><b>']);
    const { keys } = dehydrateLoaderData({ home: { news } }, 'abc');
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <Deferred resolve={news} fallback={<p>加载中</p>} errorElement={<p>加载失败</p>}>
            {(items) => <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>}
          </Deferred>
        ),
      },
    ]);
    const html = await renderAll(
      <DeferredKeysProvider value={keys}>
        <RouterProvider router={router} />
      </DeferredKeysProvider>,
    );
    expect(html).toContain('<li>新闻一</li>');
    expect(html).toMatch(/<script nonce="abc">\(self\.__DEFERRED__=self\.__DEFERRED__\|\|\[\]\)\.push\(\["home:news",\{"ok":true/);
    // A value can never close the script element.
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script\\u003e\\u003cb\\u003e');
  });

  it('streams only the fact of a failure, never the server error text', async () => {
    const news = Promise.reject(new Error('connect ECONNREFUSED 10.0.0.8:443'));
    const { keys } = dehydrateLoaderData({ home: { news } }, 'n1');
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <Deferred resolve={news} fallback={<p>加载中</p>} errorElement={<p>新闻暂时无法加载</p>}>
            {() => null}
          </Deferred>
        ),
      },
    ]);
    const html = await renderAll(
      <DeferredKeysProvider value={keys}>
        <RouterProvider router={router} />
      </DeferredKeysProvider>,
    );
    expect(html).toContain('新闻暂时无法加载');
    expect(html).toContain('["home:news",{"ok":false,"m":"加载失败"}]');
    expect(html).not.toContain('ECONNREFUSED');
  });
});
