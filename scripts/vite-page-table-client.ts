/**
 * The page table (shared/pages.ts) is one declaration per page, but the browser's router reads only a
 * page's id, path, module, kind, redirect and error boundary: its cache rule and sitemap entry (with the
 * functions that list a page's addresses) are the server's. This plugin drops those two properties from
 * the table in the browser build, so every page's entry chunk does not carry them.
 */
import { parseSync, Visitor, type Plugin } from 'vite';

const SERVER_ONLY = new Set(['pageCache', 'sitemap']);

export function pageTableClient(): Plugin {
  return {
    name: 'aurelion:page-table-client',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: {
      filter: { id: /[\\/]shared[\\/]pages\.ts$/ },
      handler(code, id) {
        const cuts: [number, number][] = [];
        new Visitor({
          Property(node) {
            if (node.key.type !== 'Identifier' || !SERVER_ONLY.has(node.key.name)) return;
            // The property and its trailing comma.
            const end = code[node.end] === ',' ? node.end + 1 : node.end;
            cuts.push([node.start, end]);
          },
        }).visit(parseSync(id, code).program);
        if (cuts.length === 0) throw new Error(`${id}: no page declares a cache rule or a sitemap entry any more`);
        let out = code;
        for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
        return { code: out, map: null };
      },
    },
  };
}
