/**
 * What a page's HTML carries (createApp + the real mock): each read once, nothing the browser derives
 * from what is already there. The dealer finder's budget is in wechat-dealer-pages.test.ts.
 */
import superagent from 'superagent';
import { describe, expect, it } from 'vitest';
import { CHROME_UA, useStack } from '../support/stack.ts';

const site = useStack();

const html = async (path: string) => {
  const res = await superagent.get(site.url + path).set('User-Agent', CHROME_UA);
  expect(res.status).toBe(200);
  return res.text;
};

const count = (text: string, part: string) => text.split(part).length - 1;

/**
 * `/models/es`, uncompressed: the goal, 50 KB (48.5 KB here when set, 49.5 KB from the production
 * build, whose head preloads more chunks). Most of it is now the reads the page carries for the data
 * cache and the markup each part needs (docs/decisions/0038-model-page-weight.md).
 */
const MODEL_PAGE_HTML_BYTES = 50 * 1024;

describe("a model page's data", () => {
  it('carries the option list once and not the catalogue made from it, and the series list only as the menu made from it', async () => {
    const page = await html('/models/es');
    expect(count(page, '"queryKey":["/api/client/queryOptionalList')).toBe(1);
    expect(page).not.toContain('"catalogue"');
    expect(page).not.toContain('/api/client/queryCarSeriesList');
    // The menu is still there, from the root's data.
    expect(page).toContain('"startingPrice"');
  });

  it('keeps a model page within its HTML budget', async () => {
    const page = await html('/models/es');
    expect(Buffer.byteLength(page)).toBeLessThanOrEqual(MODEL_PAGE_HTML_BYTES);
  });

  it('the dealer finder carries neither the nation\'s dealers nor its places, only what it shows', async () => {
    const page = await html('/dealer?province=310000&city=310100');
    expect(page).not.toContain('/api/client/findDealers');
    expect(page).not.toContain('/api/client/findRegions');
    expect(page).not.toContain('/api/client/queryCarSeriesList');
  });
});
