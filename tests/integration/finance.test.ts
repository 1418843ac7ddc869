/**
 * The finance calculator over HTTP (createApp() and the real mock): the plan of the query rendered on
 * the server with every figure in the HTML, clamping announced, the lender notice without JavaScript
 * (and its copy-link variant in the mini-program), and the ways in (configurator teaser, header menu).
 */
import superagent from 'superagent';
import { describe, expect, it } from 'vitest';
import { CHROME_UA, MINI_PROGRAM_UA, useStack } from '../support/stack.ts';

const site = useStack();

async function page(path: string, ua = CHROME_UA): Promise<{ status: number; html: string }> {
  const res = await superagent
    .get(`${site.url}${path}`)
    .set('user-agent', ua)
    .ok(() => true);
  return { status: res.status, html: res.text.replace(/<!-- -->/g, '') };
}

describe('finance calculator page', () => {
  it('renders the plan of the URL: monthly, APR and total payable, the breakdown adding up, the whole schedule', async () => {
    // ES 200 卓越版 at a negotiated 280,000 元, 80,000 元 down, 弹性尾款 36 months at 4.49 %, 60,000 元 balloon:
    // a 200,000 元 loan, the hand-computed vector of shared/domain/finance.test.ts.
    const { status, html } = await page(
      '/finance?car=101&price=280000&product=balloon&down=80000&term=36&balloon=60000',
    );
    expect(status).toBe(200);
    expect(html).not.toContain('data-testid="finance-notices"');
    expect(html).toMatch(/<dt[^>]*>月供<\/dt><dd[^>]*>4,388.44<span[^>]*>元<\/span><\/dd>/);
    expect(html).toMatch(/<dt[^>]*>年利率（APR）<\/dt><dd[^>]*>4.49%<\/dd>/);
    // Total payable = price + interest (17,983.97 元) + fees (none).
    expect(html).toMatch(/<dt[^>]*>总支付<\/dt><dd[^>]*>297,983.97<span[^>]*>元<\/span><\/dd>/);
    expect(html).toContain('首付 80,000.00 元 + 月供合计 157,983.97 元 + 尾款 60,000.00 元 + 服务费 0.00 元 =');
    expect(html).toMatch(/贷款金额<\/dt><dd[^>]*>200,000.00 元/);
    expect(html).toMatch(/尾款（第 36 期随月供支付）<\/dt><dd[^>]*>60,000.00 元/);
    expect(html).toMatch(/末期月供（第 36 期）<\/dt><dd[^>]*>4,388.57 元/);
    // The schedule: a native table with one row per month, the last leaving the balloon.
    const rows = [...html.matchAll(/<tr><th scope="row"[^>]*>(\d+)<\/th>/g)].map((m) => Number(m[1]));
    expect(rows).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(html).toMatch(
      /<th scope="row"[^>]*>36<\/th><td[^>]*>4,388.57<\/td><td[^>]*>4,148.55<\/td><td[^>]*>240.02<\/td><td[^>]*>60,000.00<\/td>/,
    );
    // The maths are stated on the page.
    expect(html).toContain('等额本息');
    expect(html).toContain('最后一期承担累计尾差');
    // 对比方案: the other products side by side at the same price and down payment.
    expect(html).toContain('>对比方案</h2>');
    expect(html).toContain('选用标准贷款');
  });

  it('works without JavaScript: a GET form named after the URL state, the chosen values checked', async () => {
    const { html } = await page('/finance?car=101&product=standard&term=24');
    expect(html).toMatch(/<form [^>]*action="\/finance" method="get">/);
    for (const name of ['car', 'price', 'product', 'down', 'term']) expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<input type="radio"[^>]*name="term"[^>]*checked=""[^>]*value="24"/);
    expect(html).not.toContain('name="balloon"');
  });

  it('clamps out-of-range values to the product limits and says so', async () => {
    const { status, html } = await page('/finance?car=101&product=balloon&down=1000&term=60&balloon=999999');
    expect(status).toBe(200);
    expect(html).toContain('data-testid="finance-notices"');
    expect(html).toContain('弹性尾款的首付须在 59,980 元（20%）至 149,950 元（50%）之间，已调整为 59,980 元');
    expect(html).toContain('弹性尾款仅支持 24/36 期，已改为 36 期');
    expect(html).toContain('尾款须在 29,990 元 至 119,960 元 之间，已调整为 119,960 元');
    // The disabled term chips say why.
    expect(html).toMatch(/<input type="radio"[^>]*disabled=""[^>]*value="60"/);
    expect(html).toContain('12/48/60 期不可选：弹性尾款仅支持 24/36 期');
  });

  it('shows the lender notice in place without JavaScript: the provider, approval by the lender, then the link', async () => {
    const { html } = await page('/finance?car=101&product=standard&apply=1');
    expect(html).toContain('id="apply"');
    expect(html).toContain('前往 <strong class="font-medium">奥瑞麟汽车金融</strong>');
    expect(html).toContain('以金融机构审批为准');
    expect(html).toContain('href="https://finance.aurelion.example/apply?carId=101&amp;product=standard"');
    // Without `apply` no link leads there: the notice comes first.
    expect((await page('/finance?car=101&product=standard')).html).not.toContain(
      'href="https://finance.aurelion.example/apply',
    );
  });

  it('inside the mini-program offers 复制链接 instead of opening the outside domain', async () => {
    const { html } = await page('/finance?car=101&product=standard&apply=1', MINI_PROGRAM_UA);
    expect(html).toContain('复制链接');
    expect(html).not.toContain('href="https://finance.aurelion.example/apply');
    expect(html).toContain('https://finance.aurelion.example/apply?carId=101&amp;product=standard</p>');
  });

  it('is linked from the header menu, the model pages and the configurator total (月供约 … 元起, with the build)', async () => {
    const home = (await page('/')).html;
    expect(home).toContain('购车工具');
    expect(home).toContain('href="/finance"');
    expect(home).toContain('href="/trade-in"');
    expect((await page('/models/es')).html).toContain('href="/finance?car=101"');
    const configurator = (await page('/configurator/es?grade=101')).html;
    expect(configurator).toMatch(/href="\/finance\?car=101&amp;price=\d+"[^>]*>月供约 [\d,]+ 元起 · 使用此配置计算/);
  });
});
