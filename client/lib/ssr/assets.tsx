import { createContext, useContext } from 'react';
import { preload } from 'react-dom';

/** Stylesheets and module preloads of the entry and the matched routes, from the Vite manifest. */
export interface PageAssets {
  css: string[];
  modulepreload: string[];
}

const AssetsContext = createContext<PageAssets>({ css: [], modulepreload: [] });

const attributes = (elements: NodeListOf<Element>, name: string): string[] =>
  [...elements].flatMap((element) => element.getAttribute(name) ?? []);

export function pageAssetsFromHead(doc: Document): PageAssets {
  const entries = new Set(attributes(doc.querySelectorAll('script[type="module"][src]'), 'src'));
  return {
    css: attributes(doc.head.querySelectorAll('link[rel="stylesheet"]'), 'href'),
    modulepreload: attributes(doc.head.querySelectorAll('link[rel="modulepreload"]'), 'href').filter(
      (href) => !entries.has(href),
    ),
  };
}
export const AssetsProvider = AssetsContext.Provider;
export const useAssets = () => useContext(AssetsContext);

/**
 * The page's stylesheets and module preloads, for the document's head. React writes a `<link>` that is
 * not a stylesheet ahead of the head's own children, so the module preloads would come before the
 * stylesheet and take the first of a phone's six connections; a preload of each stylesheet, which React
 * writes before them, keeps the render-blocking CSS (and the hero image, preloaded higher still) first.
 */
export function PageAssetLinks() {
  const { css, modulepreload } = useAssets();
  for (const href of css) preload(href, { as: 'style' });
  return (
    <>
      {css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {/* Low, like React's own preload of the entry: the stylesheet and the hero image are fetched
          first; the page is readable before it hydrates. */}
      {modulepreload.map((href) => (
        <link key={href} rel="modulepreload" fetchPriority="low" href={href} />
      ))}
    </>
  );
}
