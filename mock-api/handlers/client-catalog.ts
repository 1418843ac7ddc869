/** Home key visuals, news and the model catalogue (series, grades, specs, notes, options). */
import { z } from 'zod';
import type { NewsPage, NewsSummary, SeriesModel, SpecTable } from '#shared/api/client-api';
import type { MockDb } from '../db.ts';
import { catalogueSeries, modelOf, optionalItems, seriesNow, toCarSeries } from '../data/configurations.ts';
import { NEWS_CATEGORIES } from '../data/news.ts';
import {
  gradeRows,
  SERIES,
  findGrade,
  findSeries,
  specDictionary,
  seriesNotes,
  specTableGroups,
  type GradeData,
  type SeriesData,
} from '../data/series.ts';
import { MockError } from '../http/envelope.ts';
import { noQuery, queryId, queryPaging, seriesCode } from '../http/input.ts';
import { paginate } from '../http/paging.ts';
import { route, type MountedRoute } from '../http/route.ts';

export const newsQuery = z.object({ ...queryPaging(10), category: z.enum(NEWS_CATEGORIES, '分类不存在').optional() });

/** Newest first; ids break ties. */
export function newsPage(db: MockDb, input: z.output<typeof newsQuery>): NewsPage {
  const list: NewsSummary[] = db.news
    .filter((n) => !input.category || n.category === input.category)
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id)
    .map(({ body: _body, author: _author, ...summary }) => summary);
  return paginate(list, input.page, input.pageSize);
}

export function newsArticle(db: MockDb, id: number) {
  const article = db.news.find((n) => n.id === id);
  if (!article) throw new MockError('notFound', '文章不存在');
  return article;
}

export function seriesOrThrow(code: string): SeriesData {
  const series = findSeries(code);
  if (!series) throw new MockError('notFound', '车系不存在');
  return series;
}

/** `queryModel`: retired grades and choices (`/__mock/catalogue/retire`) are left out, changed prices apply. */
export function seriesModel(db: MockDb, code: string): SeriesModel {
  return modelOf(seriesOrThrow(code), db);
}

function specTable(columns: { series: SeriesData; grade: GradeData }[]): SpecTable {
  return {
    columns: columns.map(({ series, grade }) => ({
      carId: grade.id,
      seriesCode: series.code,
      name: grade.name,
      price: grade.price,
    })),
    groups: specTableGroups(columns),
  };
}

/** Spec tables state today's prices and standard rims (`/__mock/catalogue/changes`). */
export function seriesSpec(db: MockDb, code: string): SpecTable {
  const series = seriesNow(seriesOrThrow(code), db);
  return specTable(series.grades.map((grade) => ({ series, grade })));
}

export function carSpec(db: MockDb, carId: number): SpecTable {
  const found = findGrade(carId, catalogueSeries(db));
  if (!found) throw new MockError('notFound', '车型不存在');
  return specTable([found]);
}

/** `a,b,c`: 2 to 4 distinct entries matching `item`. */
function commaList(item: string, label: string) {
  return z
    .string()
    .regex(new RegExp(`^(${item})(,(${item})){1,3}$`), `${label}须为2到4个，用逗号分隔`)
    .refine((raw) => new Set(raw.split(',')).size === raw.split(',').length, `${label}不能重复`);
}

export const catalogRoutes: MountedRoute[] = [
  route({
    path: '/api/client/findIndexKv',
    method: 'GET',
    auth: 'none',
    input: noQuery,
    handle: ({ db }) => [...db.kv].sort((a, b) => a.sort - b.sort),
  }),
  route({
    path: '/api/client/findNews',
    method: 'GET',
    auth: 'none',
    input: newsQuery,
    handle: ({ db, input }) => newsPage(db, input),
  }),
  route({
    path: '/api/client/findNewsById',
    method: 'GET',
    auth: 'none',
    input: z.object({ id: queryId }),
    handle: ({ db, input }) => newsArticle(db, input.id),
  }),
  route({
    path: '/api/client/queryCarSeriesList',
    method: 'GET',
    auth: 'none',
    input: noQuery,
    handle: ({ db }) => SERIES.map((s) => toCarSeries(s, db)),
  }),
  route({
    path: '/api/client/queryAllCar',
    method: 'GET',
    auth: 'none',
    input: noQuery,
    handle: ({ db }) => gradeRows((s, g) => ({ seriesName: s.name, engine: g.engine }), catalogueSeries(db)),
  }),
  route({
    path: '/api/client/queryModel',
    method: 'GET',
    auth: 'none',
    input: z.object({ seriesCode }),
    handle: ({ db, input }) => seriesModel(db, input.seriesCode),
  }),
  route({
    path: '/api/client/queryCarSeriesSpec/',
    method: 'GET',
    auth: 'none',
    input: z.object({ seriesCode }),
    handle: ({ db, input }) => seriesSpec(db, input.seriesCode),
  }),
  route({
    path: '/api/client/queryCarSeriesCompare/',
    method: 'GET',
    auth: 'none',
    input: z.object({ seriesCodes: commaList(SERIES.map((x) => x.code).join('|'), '车系') }),
    handle: ({ db, input }) => {
      const columns = input.seriesCodes.split(',').map((code) => {
        const series = seriesNow(seriesOrThrow(code), db);
        const entry = series.grades[0];
        if (!entry) throw new MockError('notFound', '车型不存在');
        return { series, grade: entry };
      });
      return specTable(columns);
    },
  }),
  route({
    path: '/api/client/queryCarSpecByCarId/',
    method: 'GET',
    auth: 'none',
    input: z.object({ carId: queryId }),
    handle: ({ db, input }) => carSpec(db, input.carId),
  }),
  route({
    path: '/api/client/queryCarSpecCompareByCarId/',
    method: 'GET',
    auth: 'none',
    input: z.object({ carIds: commaList('[1-9]\\d{0,5}', '车型') }),
    handle: ({ db, input }) =>
      specTable(
        input.carIds.split(',').map((id) => {
          const found = findGrade(Number(id), catalogueSeries(db));
          if (!found) throw new MockError('notFound', `车型 ${id} 不存在`);
          return found;
        }),
      ),
  }),
  route({
    path: '/api/client/queryAllSpecInfo/',
    method: 'GET',
    auth: 'none',
    input: noQuery,
    handle: () => specDictionary(),
  }),
  route({
    path: '/api/client/queryCarSeriesNotes/',
    method: 'GET',
    auth: 'none',
    input: z.object({ seriesCode }),
    handle: ({ input }) => seriesNotes(seriesOrThrow(input.seriesCode)),
  }),
  route({
    path: '/api/client/queryOptionalList',
    method: 'GET',
    auth: 'none',
    input: z.object({ seriesCode }),
    handle: ({ db, input }) => optionalItems(seriesOrThrow(input.seriesCode).code, db),
  }),
];
