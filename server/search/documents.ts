/**
 * What the search finds, gathered through the upstream client (and so through the catalogue cache):
 * every series and grade with its catalogue price, news, quality notices and dealers, plus the service
 * pages' own copy. Each document links to the exact place: the model page's grades, the configurator
 * with the grade chosen, a service page's section, the dealer's card on its city's dealer page.
 */
import type { CarSeries, Dealer, NewsSummary, QualityNotice } from '#shared/api/client-api';
import type { Paged } from '#shared/api/envelope';
import type { ApiClient } from '#shared/api/request';
import { MAX_PAGE_SIZE } from '#shared/domain/paging';
import { paths } from '#shared/paths';
import { afterSales } from '#client/content/services/after-sales.ts';
import { appIntro } from '#client/content/services/app.ts';
import { assistant } from '#client/content/services/assistant.ts';
import { connected } from '#client/content/services/connected.ts';
import { faq } from '#client/content/services/faq.ts';
import { faqAnchor, type ServicePage, type ServiceSection } from '#client/content/services/types.ts';
import type { SearchDocument } from './search-index.ts';
import { pinyinInitials, shortPlaceName } from './text.ts';

export const SERVICE_PAGES: readonly ServicePage[] = [afterSales, appIntro, connected, assistant, faq];

/** Lists read page by page stop here whatever the upstream's total says. */
const MAX_LIST_PAGES = 20;

export class SearchSourceError extends Error {}

async function allPages<T>(load: (page: number) => Promise<{ ok: boolean; data: Paged<T> | null }>): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= MAX_LIST_PAGES; page++) {
    const r = await load(page);
    if (!r.ok || !r.data) throw new SearchSourceError('a paged list did not answer');
    out.push(...r.data.list);
    if (out.length >= r.data.total || r.data.list.length === 0) break;
  }
  return out;
}

function yuan(price: number): string {
  return `${price.toLocaleString('en-US')} 元`;
}

export function modelDocuments(
  series: readonly CarSeries[],
  notes: ReadonlyMap<string, readonly string[]>,
): SearchDocument[] {
  return series.flatMap((s) => {
    const seriesDoc: SearchDocument = {
      kind: 'model',
      id: s.code,
      title: `${s.name} ${s.slogan}`,
      body: [
        `${s.name} 厂商建议零售价 ${yuan(s.startingPrice)}起，共 ${s.grades.length} 个版本。`,
        ...(notes.get(s.code) ?? []),
      ].join(''),
      href: `${paths.model(s.code)}#grades-title`,
      keywords: ['车型', s.code, ...s.grades.map((g) => g.engine)],
      initials: pinyinInitials(s.slogan),
      price: s.startingPrice,
      weight: 1.1,
    };
    const grades = s.grades.map((g): SearchDocument => ({
      kind: 'model',
      id: `${s.code}-${g.id}`,
      title: g.name,
      body: [`${g.name}，厂商建议零售价 ${yuan(g.price)}。${g.engine}。`, ...(g.highlights ?? [])].join(''),
      href: paths.configurator(s.code, `grade=${g.id}`),
      keywords: ['版本', '价格', '配置', s.slogan],
      initials: [],
      price: g.price,
      weight: 1.2,
    }));
    return [seriesDoc, ...grades];
  });
}

export function newsDocuments(news: readonly NewsSummary[]): SearchDocument[] {
  return news.map((n) => ({
    kind: 'news',
    id: String(n.id),
    title: n.title,
    body: n.summary,
    href: paths.newsArticle(n.id),
    keywords: ['新闻', n.category],
    initials: [],
    date: n.publishDate,
  }));
}

export function noticeDocuments(notices: readonly QualityNotice[]): SearchDocument[] {
  return notices.map((n) => ({
    kind: 'notice',
    id: String(n.id),
    title: n.title,
    body: n.content,
    href: paths.qualityNotice(n.id),
    keywords: ['质量公告', '车主公告', n.seriesCode],
    initials: [],
    date: n.publishDate,
  }));
}

export function dealerDocuments(dealers: readonly Dealer[]): SearchDocument[] {
  return dealers.map((d) => {
    const place = d.cityName === d.provinceName ? d.cityName : `${d.provinceName} ${d.cityName}`;
    return {
      kind: 'dealer',
      id: String(d.id),
      title: d.shortName,
      body: `${place} · ${d.address} · 营业时间 ${d.hours} · 销售热线 ${d.salesPhone}`,
      href: `${paths.dealer()}?province=${d.provinceId}&city=${d.cityId}#dealer-${d.id}`,
      keywords: ['经销商', '4s店', d.name, d.cityName, d.provinceName, shortPlaceName(d.cityName)],
      initials: [...new Set([...pinyinInitials(d.cityName), ...pinyinInitials(d.provinceName)])],
      weight: 1.1,
    };
  });
}

function sectionBody(section: ServiceSection): string {
  const lead = section.lead ?? '';
  switch (section.kind) {
    case 'features':
    case 'steps':
      return [lead, ...section.items.map((i) => `${i.title}：${i.text}`)].join(' ');
    case 'plans':
      return [lead, ...section.plans.map((p) => `${p.name} ${p.price} 元/${p.term}：${p.features.join('，')}`)].join(
        ' ',
      );
    case 'text':
      return [lead, ...section.paragraphs].join(' ');
    case 'faq':
      return lead;
  }
}

export function serviceDocuments(pages: readonly ServicePage[]): SearchDocument[] {
  return pages.flatMap((page) =>
    page.sections.flatMap((section): SearchDocument[] => {
      const href = `${paths.service(page.slug)}#${section.id}`;
      if (section.kind === 'faq') {
        return section.items.map((item) => ({
          kind: 'service',
          id: `${page.slug}-${item.id}`,
          title: item.question,
          body: item.answer.join(''),
          href: `${paths.service(page.slug)}#${faqAnchor(item.id)}`,
          keywords: [page.heading, section.title, '常见问题'],
          initials: [],
          weight: 1.05,
        }));
      }
      return [
        {
          kind: 'service',
          id: `${page.slug}-${section.id}`,
          title: `${page.heading} · ${section.title}`,
          body: sectionBody(section),
          href,
          keywords: [page.heading, page.meta.description],
          initials: [],
        },
      ];
    }),
  );
}

/**
 * Every document, read through `api`. Any list the upstream does not give is an error: a partial index
 * would silently drop results, so the caller keeps the index it has instead.
 */
export async function loadSearchDocuments(api: ApiClient): Promise<SearchDocument[]> {
  const [series, news, notices, dealers] = await Promise.all([
    api.get('/api/client/queryCarSeriesList'),
    allPages((page) => api.get('/api/client/findNews', { page, pageSize: MAX_PAGE_SIZE })),
    allPages((page) => api.get('/api/client/queryOutQuality', { page, pageSize: MAX_PAGE_SIZE })),
    api.get('/api/client/findDealers', {}),
  ]);
  if (!series.ok || !series.data || !dealers.ok || !dealers.data)
    throw new SearchSourceError('catalogue or dealers did not answer');
  const notes = new Map<string, readonly string[]>();
  await Promise.all(
    series.data.map(async (s) => {
      const r = await api.get('/api/client/queryCarSeriesNotes/', { seriesCode: s.code });
      // Notes only add words to find a model by; a series without them is still found by its name.
      if (r.ok && r.data) notes.set(s.code, r.data.notes);
    }),
  );
  return [
    ...modelDocuments(series.data, notes),
    ...newsDocuments(news),
    ...noticeDocuments(notices),
    ...serviceDocuments(SERVICE_PAGES),
    ...dealerDocuments(dealers.data),
  ];
}
