/**
 * Mixed pages for load (`npm run load`, `npm run soak`, the PM2 test): home, three model pages, the news
 * list and an article, dealers, service pages and the test-drive form. Each is answered 200 by the
 * seeded mock (no redirects: autocannon counts a 3xx as non-2xx); clients walk the list in order, so
 * every page gets the same share.
 */
export const PAGE_MIX = [
  '/',
  '/models/es',
  '/models/nx',
  '/models/lc',
  '/news',
  '/news/1',
  '/dealer',
  '/services/after-sales',
  '/services/connected',
  '/services/faq',
  '/test-drive',
] as const;
