import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AssetsProvider, PageAssetLinks, pageAssetsFromHead, type PageAssets } from './assets.tsx';

describe('page assets', () => {
  it('are read back from the links the server wrote into the head, without React’s preload of the entry', () => {
    const assets: PageAssets = {
      css: ['/assets/entry-a1.css'],
      modulepreload: ['/assets/react-b2.js', '/assets/route-c3.js'],
    };
    const links = renderToStaticMarkup(
      <AssetsProvider value={assets}>
        <PageAssetLinks />
      </AssetsProvider>,
    );
    const doc = document.implementation.createHTMLDocument('');
    doc.head.innerHTML =
      '<link rel="modulepreload" fetchpriority="low" nonce="n" href="/assets/entry.client-d4.js">' +
      '<link rel="preload" href="/assets/entry-a1.css" as="style">' +
      links;
    doc.body.innerHTML = '<script type="module" src="/assets/entry.client-d4.js" async></script>';
    expect(pageAssetsFromHead(doc)).toEqual(assets);
  });
});
