/**
 * The mock's refusals read as the zh-CN API's: `参数错误：<field> <reason>`, the field named once, one
 * precise Chinese reason per kind of failure, and no English validator text.
 */
import { describe, expect, it } from 'vitest';
import { call, testDriveBody, testMockOptions } from '../support/mock-client.ts';
import { useStack } from '../support/stack.ts';

const stack = useStack({ app: false, mock: testMockOptions() });

async function refusal(method: 'GET' | 'POST', path: string, body?: unknown): Promise<string> {
  const res = await call(stack.mock, method, path, body === undefined ? {} : { body });
  expect(res.body, `${method} ${path}`).toMatchObject({ code: 400, data: null });
  return String(res.body.msg);
}

describe('mock validation messages', () => {
  it.each([
    ['/api/client/findNews?page=0', '参数错误：page 不能小于 1'],
    ['/api/client/findNews?page=1.5', '参数错误：page 必须是整数'],
    ['/api/client/findNews?page=abc', '参数错误：page 必须是数字'],
    ['/api/client/findNews?page=10001', '参数错误：page 不能大于 10000'],
    ['/api/client/findNews?pageSize=500', '参数错误：pageSize 不能大于 100'],
    ['/api/client/findNews?pageSize=0', '参数错误：pageSize 不能小于 1'],
    [
      '/api/client/getUsedPriceMileageAllCityFive?modelId=1&mileage=3&cityId=310100&regDate=2099-99',
      '参数错误：regDate 格式须为 YYYY-MM',
    ],
  ])('GET %s is refused with "%s"', async (path, msg) => {
    expect(await refusal('GET', path)).toBe(msg);
  });

  it.each([
    [{ sex: '9' }, '参数错误：sex 取值无效'],
    [{ dealerCode: 'a b' }, '参数错误：dealerCode 格式不正确'],
    [{ campaignCode: '12' }, '参数错误：campaignCode 须为6位数字'],
    [{ s: 1.5 }, '参数错误：s 必须是整数'],
  ])('POST testDrivce with %j is refused with "%s"', async (change, msg) => {
    expect(await refusal('POST', '/api/client/testDrivce', testDriveBody(change))).toBe(msg);
  });

});

/** A refusal's text without the field names (and the format name JSON) it may quote: what is left must be Chinese only. */
function withoutFields(msg: string, fields: readonly string[]): string {
  return fields.reduce((text, field) => text.split(field).join(''), msg);
}

describe('mock refusals in Chinese', () => {
  it.each([
    { path: '/api/client/saleClue', body: {}, fields: ['name'] },
    { path: '/api/client/saleClue', body: { name: 1 }, fields: ['name'] },
    { path: '/api/client/recall/', body: { vin: 123 }, fields: ['vin'] },
    { path: '/api/client/recall/', body: { vin: 'LE4ES000000000001', extra: 1 }, fields: ['extra'] },
    { path: '/api/client/recall/', body: [], fields: ['JSON'] },
    { path: '/api/client/testDrivce', body: testDriveBody({ accept: 'yes' }), fields: ['accept'] },
  ])('POST $path $body is refused in Chinese, naming no more than the field', async ({ path, body, fields }) => {
    const msg = await refusal('POST', path, body);
    expect(msg).toMatch(/^参数错误：/);
    expect(withoutFields(msg, fields)).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('names the one field a lead body misses, whichever shape it was meant to have', async () => {
    const { name: _name, ...withoutName } = testDriveBody();
    expect(await refusal('POST', '/api/client/saleClue', withoutName)).toBe('参数错误：name 为必填项');
  });

  it('names an unknown field as unsupported', async () => {
    expect(await refusal('POST', '/api/client/recall/', { vin: 'LE4ES000000000001', extra: 1 })).toBe('参数错误：不支持的字段：extra');
  });

  it.each(['"x"', '1', 'null', '[]'])('answers a JSON body %s that is not an object with "the body must be a JSON object"', async (raw) => {
    const res = await call(stack.mock, 'POST', '/api/client/recall/', { raw });
    expect(res.body).toMatchObject({ code: 400, data: null, msg: '参数错误：请求体须为 JSON 对象' });
  });

  it('still answers a body that is not JSON at all as such', async () => {
    const res = await call(stack.mock, 'POST', '/api/client/recall/', { raw: '{"vin":' });
    expect(res.body).toMatchObject({ code: 400, msg: '请求体不是合法的 JSON' });
  });
});

describe('mock query ids', () => {
  it('reads a plain positive integer id', async () => {
    const res = await call(stack.mock, 'GET', '/api/client/findNewsById?id=16');
    expect(res.body).toMatchObject({ code: 200, data: { id: 16 } });
  });

  it.each(['0x10', '1e3', '016', '+16', '16.0', ' 16', '0', '-1', ''])(
    'refuses id=%s as the site does (digits only, no leading zero)',
    async (id) => {
      expect(await refusal('GET', `/api/client/findNewsById?id=${encodeURIComponent(id)}`)).toBe('参数错误：id 必须是正整数');
    },
  );
});

describe('mock paging parameters', () => {
  it('reads an empty page or pageSize as absent (page 1, the default size), as the site reads ?page=', async () => {
    const res = await call(stack.mock, 'GET', '/api/client/findNews?page=&pageSize=');
    expect(res.body).toMatchObject({ code: 200, data: { page: 1 } });
    expect((res.body.data as { list: unknown[] }).list).toHaveLength(10);
  });
});
