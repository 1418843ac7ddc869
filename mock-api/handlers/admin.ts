/**
 * Inspection and control for tests and local debugging (`/__mock/*`), answered on loopback only:
 * records (newest first), reset, faults, and json-server's read-only view of the state at `/__mock/db`.
 */
import type { Application, NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { SERIES_CODES } from '#shared/domain/vehicle-media';
import { modelOf, optionalItems } from '../data/configurations.ts';
import { NEWS_CATEGORIES } from '../data/news.ts';
import { findSeries } from '../data/series.ts';
import type { FaultRegistry } from '../faults.ts';
import { parseFault } from '../faults.ts';
import { MockError, sendData, sendError } from '../http/envelope.ts';
import { describeIssue, parseInput } from '../http/input.ts';
import type { MockStore } from '../store.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(req: Request): boolean {
  return LOOPBACK.has(req.socket.remoteAddress ?? '');
}

function newestFirst<T extends { id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.id - a.id);
}

const faultBody = z
  .object({
    fault: z.string().min(1).max(200),
    path: z
      .string()
      .regex(/^\/[\w\-./*]*$/, '须以 / 开头')
      .max(200)
      .optional(),
    count: z.number().int().min(1).max(10_000).optional(),
  })
  .strict();

const retireBody = z
  .object({
    seriesCode: z.enum(SERIES_CODES, '车系不存在'),
    code: z.string().trim().min(1).max(16),
  })
  .strict();

const priceChangeBody = z
  .object({
    seriesCode: z.enum(SERIES_CODES, '车系不存在'),
    /** A grade id or an option code (paint, interior, wheel, package, accessory). */
    code: z.string().trim().min(1).max(16),
    price: z.number().int('价格须为整数（元）').min(0).max(100_000_000),
  })
  .strict();

const newsBody = z
  .object({
    title: z.string().trim().min(1).max(100),
    summary: z.string().trim().min(1).max(300),
    category: z.enum(NEWS_CATEGORIES, '分类不存在'),
    publishDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD'),
  })
  .strict();

const standardWheelBody = z
  .object({
    seriesCode: z.enum(SERIES_CODES, '车系不存在'),
    gradeId: z.number().int().positive(),
    standardWheel: z.string().trim().min(1).max(16),
  })
  .strict();

const changeBody = z.union([priceChangeBody, standardWheelBody], '须为价格变更 { seriesCode, code, price } 或标配轮毂变更 { seriesCode, gradeId, standardWheel }');

/** Why a change names nothing the series has, or null. */
function unknownTarget(body: z.output<typeof changeBody>): string | null {
  const series = findSeries(body.seriesCode);
  if (!series) return '车系不存在';
  const model = modelOf(series);
  const wheels = model.wheels.map((w) => w.code);
  if ('standardWheel' in body) {
    if (!series.grades.some((g) => g.id === body.gradeId)) return `车型 ${body.gradeId} 不属于该车系`;
    return wheels.includes(body.standardWheel) ? null : `轮毂 ${body.standardWheel} 不属于该车系`;
  }
  const codes = [
    ...series.grades.map((g) => String(g.id)),
    ...model.paints.map((p) => p.code),
    ...model.interiors.map((i) => i.code),
    ...wheels,
    ...optionalItems(series.code).map((o) => o.code),
  ];
  return codes.includes(body.code) ? null : `代码 ${body.code} 不属于该车系`;
}

export function mountAdmin(
  app: Application,
  deps: {
    store: MockStore;
    faults: FaultRegistry;
    jsonBody: (req: Request, res: Response, next: NextFunction) => void;
  },
): void {
  const { store, faults } = deps;
  app.use('/__mock', (req, res, next) => {
    // Hidden from anything but loopback: a remote caller gets the same 404 as any unknown path.
    if (!isLoopback(req)) sendError(res, 'api', new MockError('notFound', '接口不存在', 404));
    else next();
  });
  app.get('/__mock/records/sms', (_req, res) => sendData(res, 'api', newestFirst(store.db.sms)));
  app.get('/__mock/records/captchas', (_req, res) =>
    sendData(
      res,
      'api',
      newestFirst(store.db.captchas).map((c) => ({
        key: c.key,
        answer: c.answer,
        createdAt: new Date(c.createdAt).toISOString(),
        expiresAt: new Date(c.expiresAt).toISOString(),
        used: c.usedAt !== null,
      })),
    ),
  );
  app.get('/__mock/records/leads', (_req, res) => sendData(res, 'api', newestFirst(store.db.leads)));
  app.get('/__mock/records/test-drives', (_req, res) => sendData(res, 'api', newestFirst(store.db.testDrives)));
  app.post('/__mock/reset', (_req, res) => {
    store.reset();
    faults.clear();
    sendData(res, 'api', { reset: true });
  });
  // Takes a grade (its id) or an option code of a series off the market: the catalogue endpoints leave it
  // out and saved builds that use it read as no longer buildable. DELETE brings everything back.
  app.get('/__mock/catalogue/retired', (_req, res) => sendData(res, 'api', store.db.retired));
  app.post('/__mock/catalogue/retire', deps.jsonBody, (req, res) => {
    const body = parseInput(retireBody, req.body ?? {});
    if (!body.success) return sendError(res, 'api', new MockError('badRequest', describeIssue(body.error), 400));
    const { seriesCode, code } = body.data;
    if (!store.db.retired.some((r) => r.seriesCode === seriesCode && r.code === code))
      store.db.retired.push({ seriesCode, code });
    store.commit();
    sendData(res, 'api', store.db.retired);
  });
  app.delete('/__mock/catalogue/retire', (_req, res) => {
    store.db.retired = [];
    store.commit();
    sendData(res, 'api', []);
  });
  // Changes a grade's or an option's price, or a grade's standard wheel, as the upstream's catalogue would
  // between two visits: every endpoint that states the figure answers the new one. DELETE restores the seed.
  app.get('/__mock/catalogue/changes', (_req, res) => sendData(res, 'api', store.db.changes));
  app.post('/__mock/catalogue/changes', deps.jsonBody, (req, res) => {
    const body = parseInput(changeBody, req.body ?? {});
    if (!body.success) return sendError(res, 'api', new MockError('badRequest', describeIssue(body.error), 400));
    const unknown = unknownTarget(body.data);
    if (unknown) return sendError(res, 'api', new MockError('badRequest', unknown, 400));
    const { changes } = store.db;
    if ('standardWheel' in body.data) {
      const { seriesCode, gradeId, standardWheel: wheelCode } = body.data;
      changes.standardWheels = changes.standardWheels.filter((c) => c.gradeId !== gradeId);
      changes.standardWheels.push({ seriesCode, gradeId, wheelCode });
    } else {
      const { seriesCode, code, price } = body.data;
      changes.prices = changes.prices.filter((c) => !(c.seriesCode === seriesCode && c.code === code));
      changes.prices.push({ seriesCode, code, price });
    }
    store.commit();
    sendData(res, 'api', changes);
  });
  app.delete('/__mock/catalogue/changes', (_req, res) => {
    store.db.changes = { prices: [], standardWheels: [] };
    store.commit();
    sendData(res, 'api', store.db.changes);
  });
  // Publishes a news item as the brand's editors would between two visits (its body is the summary).
  app.post('/__mock/news', deps.jsonBody, (req, res) => {
    const body = parseInput(newsBody, req.body ?? {});
    if (!body.success) return sendError(res, 'api', new MockError('badRequest', describeIssue(body.error), 400));
    const id = Math.max(0, ...store.db.news.map((n) => n.id)) + 1;
    const article = { id, cover: '', body: [body.data.summary], author: '奥瑞麟', ...body.data };
    store.db.news.push(article);
    store.commit();
    sendData(res, 'api', article);
  });
  app.get('/__mock/faults', (_req, res) => sendData(res, 'api', faults.list()));
  app.post('/__mock/faults', deps.jsonBody, (req, res) => {
    const body = parseInput(faultBody, req.body ?? {});
    if (!body.success) return sendError(res, 'api', new MockError('badRequest', describeIssue(body.error), 400));
    const spec = parseFault(body.data.fault);
    if (!spec.ok) return sendError(res, 'api', new MockError('badRequest', `fault: ${spec.message}`, 400));
    sendData(res, 'api', faults.add(body.data.fault, spec.spec, body.data.path ?? null, body.data.count ?? null));
  });
  app.delete('/__mock/faults', (_req, res) => {
    faults.clear();
    sendData(res, 'api', null);
  });
  app.delete('/__mock/faults/:id', (req, res) => {
    if (!faults.remove(Number(req.params.id)))
      return sendError(res, 'api', new MockError('notFound', 'fault not found', 404));
    sendData(res, 'api', null);
  });
  // json-server's REST view (paging, filters, sorting), read-only.
  app.use('/__mock/db', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD');
      return sendError(res, 'api', new MockError('methodNotAllowed', '只读', 405));
    }
    next();
  });
  store.router.render = (_req, res) => {
    const ok = res.statusCode < 400;
    const total = Number(res.getHeader('X-Total-Count'));
    if (!ok) return sendError(res, 'api', new MockError('notFound', '资源不存在', res.statusCode));
    const data: unknown = res.locals.data;
    sendData(res, 'api', Number.isFinite(total) && Array.isArray(data) ? { list: data, total } : data);
  };
  app.use('/__mock/db', store.router);
}
