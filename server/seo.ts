/**
 * `robots.txt` and `sitemap.xml`, served by Express before SSR. Every URL is built from the
 * configured public origin (never the Host header). The sitemap lists every page the page table
 * (shared/pages.ts) gives an entry, each news list page and every article from the API. It is cached
 * in memory for a few minutes (same for every visitor: no per-user data); an upstream failure answers
 * 503 with Retry-After, never a partial list.
 */
import { Router } from 'express';
import type { Logger } from 'pino';
import type { ApiClient } from '#shared/api/request';
import type { NewsSummary } from '#shared/api/client-api';
import { SERIES_CODES } from '#shared/domain/vehicle-media';
import { paths, SERVICE_SLUGS } from '#shared/paths';
import { flattenPages, staticPath, type ChangeFreq, type SitemapSource } from '#shared/pages';
import type { Config } from './config.ts';
import type { Upstream } from './upstream/upstream.ts';

/** Page size of the news list pages (client/routes/news/paging.ts). */
const NEWS_LIST_PAGE_SIZE = 20;
const API_PAGE_SIZE = 100;
/** Upper bound of upstream pages read for one sitemap (10,000 articles). */
const MAX_API_PAGES = 100;
const CACHE_MS = 10 * 60 * 1000;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  changefreq?: ChangeFreq;
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

/** Every sitemap entry of the page table (shared/pages.ts), in its order. */
export function sitemapEntries(news: readonly NewsSummary[]): SitemapEntry[] {
  const source: SitemapSource = {
    paths,
    services: SERVICE_SLUGS,
    series: SERIES_CODES,
    newsPages: Math.max(1, Math.ceil(news.length / NEWS_LIST_PAGE_SIZE)),
    articles: news,
  };
  return flattenPages().flatMap(({ page, parents }) => {
    const { sitemap } = page;
    if (!sitemap) return [];
    const urls = sitemap.urls?.(source) ?? [staticPath(page, parents)];
    return urls.map((url): SitemapEntry => {
      const { path, lastmod, priority } = typeof url === 'string' ? { path: url } : url;
      return { path, ...(lastmod ? { lastmod } : {}), changefreq: sitemap.changefreq, priority: priority ?? sitemap.priority };
    });
  });
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
