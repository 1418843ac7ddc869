/**
 * `robots.txt` and `sitemap.xml`, served by Express before SSR. Every URL is built from the
 * configured public origin (never the Host header). The sitemap lists every public page: home,
 * the six models and their configurators, online purchase, the service pages, each news list page and every article
 * (from the API), and the dealer finder. It is cached in memory for a few minutes (same for every
 * visitor: no per-user data); an upstream failure answers 503 with Retry-After, never a partial list.
 */
import { Router } from 'express';
import type { Logger } from 'pino';
import type { ApiClient } from '#shared/api/request';
import type { NewsSummary } from '#shared/api/client-api';
import { paths, SERVICE_SLUGS } from '#shared/paths';
import type { Config } from './config.ts';
import type { Upstream } from './upstream/upstream.ts';

const MODEL_CODES = ['es', 'ux', 'nx', 'lc', 'lm', 'gx'] as const;
/** Page size of the news list pages (client/routes/news/paging.ts). */
const NEWS_LIST_PAGE_SIZE = 20;
const API_PAGE_SIZE = 100;
/** Upper bound of upstream pages read for one sitemap (10,000 articles). */
const MAX_API_PAGES = 100;
const CACHE_MS = 10 * 60 * 1000;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', `Disallow: ${paths.account()}`, 'Disallow: /api/', 'Disallow: /client/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(origin + e.path)}</loc>`,
      e.lastmod ? `    <lastmod>${escapeXml(e.lastmod)}</lastmod>` : null,
      e.changefreq ? `    <changefreq>${e.changefreq}</changefreq>` : null,
      e.priority !== undefined ? `    <priority>${e.priority.toFixed(1)}</priority>` : null,
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Every article, newest first; `null` when the upstream failed. */
async function allNews(api: ApiClient): Promise<NewsSummary[] | null> {
  const out: NewsSummary[] = [];
  for (let page = 1; page <= MAX_API_PAGES; page++) {
    const result = await api.get('/api/client/findNews', { page, pageSize: API_PAGE_SIZE });
    if (!result.ok || !result.data) return null;
    out.push(...result.data.list);
    if (result.data.list.length < API_PAGE_SIZE || out.length >= result.data.total) break;
  }
  return out;
}

export function sitemapEntries(news: readonly NewsSummary[]): SitemapEntry[] {
  const newsPages = Math.max(1, Math.ceil(news.length / NEWS_LIST_PAGE_SIZE));
  return [
    { path: paths.home(), changefreq: 'daily', priority: 1 },
    ...MODEL_CODES.map((code): SitemapEntry => ({ path: paths.model(code), changefreq: 'weekly', priority: 0.9 })),
    { path: paths.modelPurchase(), changefreq: 'monthly', priority: 0.6 },
    ...MODEL_CODES.map((code): SitemapEntry => ({ path: paths.configurator(code), changefreq: 'weekly', priority: 0.8 })),
    ...SERVICE_SLUGS.map((slug): SitemapEntry => ({ path: paths.service(slug), changefreq: 'monthly', priority: 0.6 })),
    { path: paths.dealer(), changefreq: 'weekly', priority: 0.7 },
    { path: paths.testDrive(), changefreq: 'monthly', priority: 0.7 },
    { path: paths.finance(), changefreq: 'weekly', priority: 0.7 },
    { path: paths.tradeIn(), changefreq: 'monthly', priority: 0.6 },
    { path: paths.autoshow(), changefreq: 'weekly', priority: 0.6 },
    { path: paths.qualityNotices(), changefreq: 'weekly', priority: 0.5 },
    { path: paths.legal('user-agreement'), changefreq: 'yearly', priority: 0.2 },
    { path: paths.legal('privacy'), changefreq: 'yearly', priority: 0.2 },
    ...Array.from({ length: newsPages }, (_, i): SitemapEntry => ({ path: paths.news(i + 1), changefreq: 'daily', priority: i === 0 ? 0.8 : 0.4 })),
    ...news.map((n): SitemapEntry => ({ path: paths.newsArticle(n.id), lastmod: n.publishDate, changefreq: 'monthly', priority: 0.5 })),
  ];
}

export function seoRoutes(config: Config, logger: Logger, upstream: Pick<Upstream, 'client'>): Router {
  const router = Router();
  const origin = config.publicOrigin;
  let cached: { xml: string; at: number } | null = null;

  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(origin));
  });

  router.get('/sitemap.xml', async (req, res) => {
    if (cached && Date.now() - cached.at < CACHE_MS) {
      res.set('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8').send(cached.xml);
      return;
    }
    // Read past the catalogue cache: the sitemap keeps its own copy and lists what the upstream has now.
    const news = await allNews(upstream.client({ requestId: String(req.id ?? '') }));
    if (!news) {
      (req.log ?? logger).warn('sitemap: the news list is unavailable upstream');
      res.status(503).set({ 'Retry-After': '600', 'Cache-Control': 'no-store' }).type('text/plain; charset=utf-8').send('站点地图暂时无法生成，请稍后再试。');
      return;
    }
    const xml = sitemapXml(origin, sitemapEntries(news));
    cached = { xml, at: Date.now() };
    res.set('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8').send(xml);
  });

  return router;
}
