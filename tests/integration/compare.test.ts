/**
 * The compare page rendered on the server against the real mock: the table's structure, every spec row of
 * the compared cars, the toggles, ids it drops, its CSV, and no 500 for any query.
 */
import { parse } from 'csv-parse/sync';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { SpecTable } from '#shared/api/client-api';
import { CHROME_UA, clearFaults, injectFault, useStack } from '../support/stack.ts';

const stack = useStack();

function get(path: string) {
  return request(stack.app).get(path).set('user-agent', CHROME_UA);
}

async function page(path: string): Promise<Document> {
  const res = await get(path);
  expect(res.status).toBe(200);
  return new JSDOM(res.text).window.document;
}

/** The spec table of the cars straight from the mock, to check the page against. */
async function specOf(carIds: string): Promise<SpecTable> {
  const res = await get(`/api/client/queryCarSpecCompareByCarId/?carIds=${carIds}`);
  return (res.body as { data: SpecTable }).data;
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const rowHeaders = (doc: Document) => [...doc.querySelectorAll('tbody th[scope="row"]')];
/** A row header's label without its footnote markers and badges. */
const label = (th: Element) => text(th.querySelector('span'));

describe('compare page', () => {
  it('/compare?cars=101,301 has the caption, column and row headers, one tbody per section and every spec row of both cars', async () => {
    const doc = await page('/compare?cars=101,301');
    const table = doc.querySelector('table');
    expect(text(table?.querySelector('caption'))).toContain('ES 200 卓越版、NX 260 前驱创享版');
    const cols = [...doc.querySelectorAll('thead th[scope="col"][data-car]')];
    expect(cols.map((th) => th.getAttribute('data-car'))).toEqual(['101', '301']);
    expect(text(cols[0])).toContain('ES 200 卓越版');
    expect(text(cols[0])).toContain('ES');
    expect(text(cols[0])).toContain('29.99 万元');
    expect(cols[0]?.querySelector('a[href="/configurator/es?grade=101"]')).not.toBeNull();
    expect(cols[1]?.querySelector('a[href="/test-drive?model=nx&grade=301"]')).not.toBeNull();

    const spec = await specOf('101,301');
    const tbodies = [...doc.querySelectorAll('table > tbody')];
    expect(tbodies.map((b) => text(b.querySelector('th[scope="colgroup"]')))).toEqual(spec.groups.map((g) => g.name));
    // Section chips jump to their sections.
    const chips = [...doc.querySelectorAll('nav[aria-label="参数分类"] a')];
    expect(chips.map((a) => text(a))).toEqual(spec.groups.map((g) => g.name));
    for (const chip of chips) expect(doc.getElementById(chip.getAttribute('href')?.slice(1) ?? '')?.tagName).toBe('TH');

    const rows = rowHeaders(doc);
    const specRows = spec.groups.flatMap((g) => g.rows);
    expect(rows).toHaveLength(specRows.length);
    expect(rows.length).toBeGreaterThan(40);
    specRows.forEach((row, i) => {
      const th = rows[i];
      // The unit moves from the name to the values: `最大功率(kW)` is `最大功率`, its cells `127 kW`.
      expect(label(th as Element)).toBe(
        (row.unit ? row.name.replace(`(${row.unit})`, '') : row.name).replace(/\*/g, '×'),
      );
      const cells = [...(th?.parentElement?.querySelectorAll('td') ?? [])];
      expect(cells).toHaveLength(2);
      for (const cell of cells) expect(text(cell)).not.toBe('');
    });
    const torque = rows.find((th) => label(th) === '最大扭矩')?.parentElement;
    expect([...(torque?.querySelectorAll('td') ?? [])].map(text)).toEqual(['206 N·m', '209 N·m']);
    // Standard / optional / absent: the symbol with the word for screen readers.
    const hud = rows.find((th) => label(th) === '抬头显示(HUD)')?.parentElement;
    expect(hud?.querySelector('td .sr-only')).not.toBeNull();
    expect([...(hud?.querySelectorAll('td') ?? [])].map(text).every((t) => /^(●标配|○选配|–无)$/.test(t))).toBe(true);
    // Footnotes with markers, and the disclaimer.
    const price = rows.find((th) => label(th) === '厂商指导价');
    const marker = price?.querySelector('a[href^="#cmp-note-"]');
    expect(marker).not.toBeNull();
    expect(doc.getElementById(marker?.getAttribute('href')?.slice(1) ?? '')?.textContent).toContain('厂商建议零售价');
    expect(text(doc.querySelector('[data-disclaimer]'))).toContain('以当地授权经销商');
    expect(doc.querySelector('.cmp-best')).toBeNull();
    expect(doc.querySelector('[data-notice]')).toBeNull();
  });

  it('&same=0 removes exactly the identical rows and says how many', async () => {
    const spec = await specOf('101,301');
    const identical = spec.groups.flatMap((g) => g.rows).filter((r) => new Set(r.values).size === 1);
    expect(identical.length).toBeGreaterThan(5);
    const doc = await page('/compare?cars=101,301&same=0');
    const shown = rowHeaders(doc).map((th) => th.parentElement);
    expect(shown).toHaveLength(spec.groups.flatMap((g) => g.rows).length - identical.length);
    for (const row of shown) {
      const values = [...(row?.querySelectorAll('td') ?? [])].map(text);
      expect(new Set(values).size).toBeGreaterThan(1);
    }
    expect(text(doc.querySelector('[data-notice="hidden-same"]'))).toBe(`已隐藏 ${identical.length} 项相同参数`);
    // The toggle is a link that turns it off again, keeping the cars.
    expect(doc.querySelector('a[data-toggle="hideSame"]')?.getAttribute('href')).toBe('/compare?cars=101,301');
  });

  it('&best=1 marks best values only in rows with a direction, and &diff=1 says 不同 in differing rows', async () => {
    const spec = await specOf('101,301,302');
    const directed = new Set(
      spec.groups
        .flatMap((g) => g.rows)
        .filter((r) => r.better)
        .map((r) => r.name),
    );
    const doc = await page('/compare?cars=101,301,302&best=1&diff=1');
    const rows = rowHeaders(doc);
    const marked = rows.filter((th) => th.parentElement?.querySelector('.cmp-best'));
    expect(marked.length).toBeGreaterThan(3);
    const specRows = spec.groups.flatMap((g) => g.rows);
    for (const th of marked) expect(directed.has(specRows[rows.indexOf(th)]?.name ?? '')).toBe(true);
    const accel = rows.find((th) => label(th) === '官方0-100km/h加速')?.parentElement;
    expect([...(accel?.querySelectorAll('td') ?? [])].map((td) => td.querySelector('.cmp-best') !== null)).toEqual([
      false,
      false,
      true,
    ]);
    const differs = rows.filter((th) => th.parentElement?.classList.contains('cmp-row-differs'));
    expect(differs.length).toBeGreaterThan(0);
    for (const th of differs) expect(text(th)).toContain('不同');
  });

  it('&base= pins the baseline first and shows the differences against it', async () => {
    const doc = await page('/compare?cars=101,301&base=301');
    expect([...doc.querySelectorAll('thead th[data-car]')].map((th) => th.getAttribute('data-car'))).toEqual([
      '301',
      '101',
    ]);
    const cells = (name: string) =>
      [
        ...(rowHeaders(doc)
          .find((th) => label(th) === name)
          ?.parentElement?.querySelectorAll('td') ?? []),
      ].map(text);
    expect(cells('官方0-100km/h加速')).toEqual(['9.8 s', '9.5 s −0.3 s']);
    expect(cells('最大扭矩')).toEqual(['209 N·m', '206 N·m −3 N·m']);
    expect(cells('最大功率')).toEqual(['127 kW', '127 kW 持平']);
    expect(text(doc.querySelector('thead th[data-car="301"]'))).toContain('基准车型');
  });

  it('drops unknown, repeated and fifth ids with a notice', async () => {
    const doc = await page('/compare?cars=101,999999,abc,301,101,302,303,304');
    expect([...doc.querySelectorAll('thead th[data-car]')].map((th) => th.getAttribute('data-car'))).toEqual([
      '101',
      '301',
      '302',
      '303',
    ]);
    const notice = text(doc.querySelector('[data-notice="dropped"]'));
    expect(notice).toContain('未找到车型 999999、abc');
    expect(notice).toContain('ES 200 卓越版 重复出现');
    expect(notice).toContain('最多同时对比 4 款车型，已略去 NX 400h+ 插电混动尊享版');
  });

  it('shows the picker with fewer than two cars, and a pick leads to the clean address', async () => {
    const one = await page('/compare?cars=101');
    expect(one.querySelector('table')).toBeNull();
    expect(text(one.querySelector('#cmp-picker-title'))).toBe('选择对比车型');
    expect(one.querySelector('button[name="add"][value="301"]')).not.toBeNull();
    expect(one.querySelector('button[name="add"][value="101"]')?.hasAttribute('disabled')).toBe(true);
    const res = await get('/compare?cars=101&best=1&add=301');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/compare?cars=101,301&best=1');
  });

  it('downloads the table as shown as a CSV with a UTF-8 BOM', async () => {
    const query = 'cars=101,301&same=0&best=1&diff=1&base=101';
    const [doc, res] = await Promise.all([page(`/compare?${query}`), get(`/compare.csv?${query}`).buffer(true)]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const body = Buffer.isBuffer(res.body) ? res.body : Buffer.from(res.text);
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = parse(body.toString('utf8'), { bom: true, relax_column_count: true }) as string[][];
    const squash = (s: string) => s.replace(/\s+/g, '');
    // Header, series, then per section its name and its rows: the page's cells, word for word.
    expect(csv[0]).toEqual(['车型', ...[...doc.querySelectorAll('thead [data-col-name]')].map(text)]);
    const shown: string[][] = [];
    for (const tbody of doc.querySelectorAll('table > tbody')) {
      for (const tr of tbody.querySelectorAll('tr'))
        shown.push([...tr.children].map((c) => squash(c.textContent ?? '')));
    }
    expect(csv.slice(2, 2 + shown.length).map((r) => r.map(squash))).toEqual(shown);
    expect(csv.flat()).toContain(text(doc.querySelector('[data-notice="hidden-same"]')));
  });

  it('series=… compares the entry grades of 2 to 4 series, and says when the choice does not fit', async () => {
    const res = await get('/compare?series=es&series=nx&best=1');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/compare?cars=101,301&best=1');
    const one = await page('/compare?series=es');
    expect(text(one.querySelector('[data-notice="dropped"]'))).toContain('请选择 2 到 4 个车系进行对比');
    expect(one.querySelector('table')).toBeNull();
    const five = await page('/compare?series=es,ux,nx,lc,lm');
    expect(text(five.querySelector('[data-notice="dropped"]'))).toContain('请选择 2 到 4 个车系进行对比');
  });

  it('the series quick-compare form, submitted with two series ticked, compares their entry grades (series= is a list: its repeats are joined)', async () => {
    const doc = await page('/compare');
    const boxes = [...doc.querySelectorAll<HTMLInputElement>('form input[type="checkbox"][name="series"]')];
    const form = boxes[0]?.closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    const ticked = boxes.filter((b) => b.value === 'es' || b.value === 'nx');
    expect(ticked).toHaveLength(2);
    // What a browser sends for the form: one `series` per ticked box.
    const query = new URLSearchParams(ticked.map((b) => [b.name, b.value]));
    const res = await get(`${form?.getAttribute('action') ?? ''}?${query.toString()}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/compare?cars=101,301');
  });

  it("builds the same table from each car's own spec when the compare endpoint fails", async () => {
    const expected = await page('/compare?cars=401,501');
    const rows = (doc: Document) => [...doc.querySelectorAll('table tr')].map((tr) => text(tr));
    await injectFault(stack.mock, 'status=503', '/api/client/queryCarSpecCompareByCarId/', 20);
    try {
      // Other cars than before: nothing of this table is in the catalogue cache yet.
      const direct = await page('/compare?cars=402,502');
      expect(direct.querySelector('[role="alert"]')).toBeNull();
      expect(rowHeaders(direct)).toHaveLength(rowHeaders(expected).length);
      expect(rows(direct).length).toBe(rows(expected).length);
      expect(text(direct.querySelector('thead th[data-car="402"]'))).toContain('LC');
    } finally {
      await clearFaults(stack.mock);
    }
  });

  it.each([
    '/compare',
    '/compare?cars=',
    '/compare?cars=,,,',
    '/compare?cars=101,101',
    '/compare?cars=%E4%BD%A0%E5%A5%BD,0,-1,1e3',
    `/compare?cars=${'1,'.repeat(500)}301`,
    '/compare?cars=101,301&base=999&diff=2&same=yes&best=',
    '/compare?cars=101&cars=301&cars=302',
    '/compare?cars[]=101&cars[]=301',
    '/compare?cars=101,301&add=abc',
    '/compare?cars=101,301,302,303&add=304',
    '/compare?base=101',
    '/compare?cars=%00%ff',
    '/compare.csv?cars=101',
    '/compare.csv?cars=oops',
    '/compare?series=',
    '/compare?series=xx,yy,es',
    '/compare?series=es,nx&cars=101',
  ])('%s answers without a server error', async (path) => {
    const res = await get(path);
    expect([200, 302]).toContain(res.status);
  });
});
