/** Model pages and the models menu, rendered on the server against the real mock. */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, CHROME_UA, clearFaults, injectFault, testConfig, useStack } from '../support/stack.ts';
import { menuData } from '../support/document.ts';

const stack = useStack();

const MODELS = [
  { code: 'es', name: 'ES', price: '29.99 万元', sequences: ['ES 外观 360 度视图'] },
  { code: 'ux', name: 'UX', price: '26.99 万元', sequences: ['UX 外观 360 度视图'] },
  { code: 'nx', name: 'NX', price: '31.88 万元', sequences: ['NX 外观 360 度视图'] },
  { code: 'lc', name: 'LC', price: null, sequences: [] },
  { code: 'lm', name: 'LM', price: null, sequences: [] },
  { code: 'gx', name: 'GX', price: null, sequences: [] },
] as const;

function get(path: string) {
  return request(stack.app).get(path).set('user-agent', CHROME_UA);
}

describe('model pages', () => {
  it.each(MODELS)('/models/$code renders its content on the server with status 200', async ({ code, name, price, sequences }) => {
    const res = await get(`/models/${code}`);
    expect(res.status).toBe(200);
    const html = res.text.replace(/<!-- -->/g, '');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<h1[^>]*>奥瑞麟 ${name}</h1>`));
    expect(html).toMatch(new RegExp(`<title>${name} [^<]+ \\| 奥瑞麟</title>`));
    for (const heading of ['车身与内饰颜色', '外观', '内饰', '动力', '安全', '轮毂配置', '车型与价格', '说明']) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    // Colour gallery, wheel table, grades from the API, spec highlights, calls to action.
    expect(html).toContain('role="tablist"');
    expect(html).toContain('外观颜色');
    expect(html).toContain('标配轮毂');
    expect(html).toMatch(/\d{2} 英寸/);
    // The gallery's first swatch is an optional paint: titled with the option list's surcharge.
    expect(html).toContain('aria-label="珠光白（选装 +5,200 元）"');
    expect(html).toContain('厂商指导价');
    if (price) expect(html).toContain(price);
    expect(html).toContain('查看详细配置');
    expect(html).toContain(`href="/test-drive?model=${code}"`);
    expect(html).toContain('href="/dealer"');
    // Section images: small ones in the page, with Chinese alt text and explicit size.
    expect(html).toContain(`/static/cars/${code}/sections/exterior-1-s.jpg`);
    expect(html).toMatch(new RegExp(`<img src="/static/cars/${code}/sections/exterior-1-s\\.jpg[^"]*" width="640" height="400" alt="${name} 前脸与矩阵式大灯"`));
    // 360 viewers: the first frame as a plain image inside the slider, only where sequences exist.
    for (const label of sequences) {
      expect(html).toContain(`aria-label="${label}"`);
      expect(html).toContain(`/static/360/${code}/exterior/1.jpg`);
      expect(html).toContain('role="slider"');
    }
    if (sequences.length === 0) expect(html).not.toContain('role="slider"');
  });

  it('describes the model as a Product in JSON-LD, with the price range of its grades in CNY', async () => {
    const res = await get('/models/es');
    const ld = /<script type="application\/ld\+json" nonce="[^"]+">([^<]+)<\/script>/.exec(res.text);
    expect(ld).not.toBeNull();
    const json = JSON.parse(ld?.[1] ?? '{}') as Record<string, unknown>;
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      url: 'https://www.aurelion.example/models/es',
      brand: { '@type': 'Brand', name: 'AURELION' },
      offers: { '@type': 'AggregateOffer', priceCurrency: 'CNY', offerCount: expect.any(Number) },
    });
    const offers = json.offers as { lowPrice: number; highPrice: number; offerCount: number };
    expect(offers.lowPrice).toBeGreaterThan(100_000);
    expect(offers.highPrice).toBeGreaterThanOrEqual(offers.lowPrice);
    expect((json.image as string[])[0]).toMatch(/^https:\/\/www\.aurelion\.example\/static\//);
    expect(res.text).toContain('<meta property="og:type" content="product"/>');
  });

  it('shows the online purchase entry on NX only', async () => {
    expect((await get('/models/nx')).text).toContain('在线购车');
    expect((await get('/models/es')).text).not.toContain('在线购车');
  });

  it('offers the interior and battery views on NX', async () => {
    const html = (await get('/models/nx')).text;
    expect(html).toContain('动力电池');
    expect(html).toContain('360° 全景鉴赏');
  });

  it.each(['/models/xx', '/models/ES', '/models/es2', '/models/es/extra'])('%s is the 404 page with status 404', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.text).toContain('页面未找到');
  });

  it('renders the NX online purchase process page', async () => {
    const res = await get('/models/nx_onlinepurchase');
    expect(res.status).toBe(200);
    expect(res.text).toContain('NX 在线购车');
    expect(res.text).toContain('购车流程');
    expect(res.text).toContain('在线支付意向金');
    expect(res.text).toContain('/static/qr/mini-program.png');
  });
});

describe('option list failing', () => {
  it('still renders the model page, with colour names only and the wheel table saying it could not load', async () => {
    await injectFault(stack.mock, 'status=503', '/api/client/queryOptionalList', 5);
    try {
      const res = await get('/models/es');
      expect(res.status).toBe(200);
      expect(res.text).toContain('aria-label="珠光白"');
      expect(res.text).not.toContain('选装 +');
      expect(res.text).toContain('选装颜色的价格暂时无法加载');
      expect(res.text).toContain('各版本的轮毂配置暂时无法加载');
      expect(res.text).not.toContain('标配轮毂');
      expect(res.text).toContain('>车型与价格</h2>');
    } finally {
      await clearFaults(stack.mock);
    }
  });
});

describe('models menu in the header', () => {
  // The menu is drawn in the browser when first opened (client/components/site-header.test.tsx, the e2e
  // models menu); the page carries its button and its data.
  it('lists every model with its image and starting price from the API', async () => {
    const html = (await get('/')).text;
    expect(html).toMatch(/<button[^>]*aria-controls="[^"]+"[^>]*>车型/);
    for (const code of ['es', 'ux', 'nx', 'lc', 'lm', 'gx']) expect(html).toContain(`href="/models/${code}"`);
    const { models } = menuData(html);
    expect(models.map((m) => m.code)).toEqual(['es', 'ux', 'nx', 'lc', 'lm', 'gx']);
    expect(models.find((m) => m.code === 'es')?.startingPrice).toBe(299_900);
    expect(models.find((m) => m.code === 'gx')?.img).toContain('/static/cars/gx/side/');
  });
});

describe('upstream down', () => {
  let downApp: ReturnType<typeof buildApp>;
  beforeAll(() => {
    downApp = buildApp(testConfig('http://127.0.0.1:9', { UPSTREAM_TIMEOUT_MS: '2000' }));
  });

  it('answers a model page with the useful 503 page, menu names from the static line-up', async () => {
    const res = await request(downApp).get('/models/es').set('user-agent', CHROME_UA);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.text).toContain('服务暂时不可用');
    expect(res.text).toContain('返回首页');
    expect(res.text).toContain('400-820-6998');
    expect(res.text).toContain('href="/models/lm"');
    expect(res.text).not.toContain('万元起');
  });

  it('still answers an unknown model with 404 without asking the API', async () => {
    const res = await request(downApp).get('/models/zz').set('user-agent', CHROME_UA);
    expect(res.status).toBe(404);
  });

  it('keeps the online purchase page up: it needs no API', async () => {
    const res = await request(downApp).get('/models/nx_onlinepurchase').set('user-agent', CHROME_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain('NX 在线购车');
  });
});
