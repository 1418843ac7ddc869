import { describe, expect, it } from 'vitest';
import type { CarSeries, Dealer } from '../api/client-api.ts';
import {
  emptyLeadValues,
  firstInvalidField,
  isEnquiry,
  quickLeadRequest,
  readLeadValues,
  resolveLead,
  testDriveRequest,
  type LeadFormKind,
  type LeadValues,
} from './lead-form.ts';
import { validateLead } from './lead-validation.ts';

const NX: CarSeries = {
  id: 3,
  code: 'nx',
  name: 'NX',
  slogan: '豪华中型SUV',
  img: '/static/nx.png',
  startingPrice: 319_000,
  grades: [{ id: 301, name: 'NX 260 前驱创享版', price: 319_000, engine: '2.0L' }],
};
const GX: CarSeries = {
  ...NX,
  id: 6,
  code: 'gx',
  name: 'GX',
  grades: [{ id: 601, name: 'GX 550', price: 999_000, engine: '3.5T' }],
};

const dealer = (extra: Partial<Dealer> = {}): Dealer => ({
  id: 42,
  dealerCode: 'A310042',
  dealerNo: '7042',
  name: '上海盛世奥瑞麟汽车销售服务有限公司',
  shortName: '奥瑞麟上海盛世店',
  provinceId: 310000,
  provinceName: '上海市',
  cityId: 310100,
  cityName: '上海市',
  address: '上海市浦东新区汽车城大道79号',
  salesPhone: '400-641-2823',
  servicePhone: '021-61234567',
  hours: '08:30-18:30',
  lat: 31.2,
  lng: 121.5,
  series: ['es', 'ux', 'nx'],
  ...extra,
});

function values(extra: Partial<LeadValues> = {}): LeadValues {
  return emptyLeadValues('page', {
    ASId: '3',
    name: '林晓',
    phone: '13912345678',
    provinceId: '310000',
    cityId: '310100',
    dealerCode: 'A310042',
    accept: 'on',
    ...extra,
  });
}

describe('validateLead', () => {
  it('accepts a complete page form and parses ids and the phone', () => {
    const r = validateLead('page', values({ phone: '+86 139-1234-5678', ACId: '301' }));
    expect(r).toMatchObject({ ok: true, input: { ASId: 3, ACId: 301, phone: '13912345678', sex: '1' } });
  });

  it.each([
    ['林', false], // the API's rule: at least two characters
    ['J. Smith', false],
    ['欧阳娜娜', true],
    ['Alex Chen', true],
    ['阿卜杜·热合曼', true],
    ['', false],
    [' ', false],
    ['林'.repeat(20), true],
    ['林'.repeat(21), false],
    ['Lin3', false],
    ['<script>', false],
    ['·林', false],
  ])('name %j valid: %s', (name, ok) => {
    expect(validateLead('page', values({ name })).ok).toBe(ok);
  });

  it.each([
    ['13912345678', true],
    ['１３９１２３４５６７８', true],
    ['139 1234 5678', true],
    ['8613912345678', true],
    ['12912345678', false],
    ['1391234567', false],
    ['021-61234567', false],
  ])('phone %j valid: %s', (phone, ok) => {
    expect(validateLead('page', values({ phone })).ok).toBe(ok);
  });

  it('reports every invalid field once, in display order for focus', () => {
    const r = validateLead('page', values({ name: '', phone: 'abc', dealerCode: '', accept: '' }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors)).toEqual(['name', 'phone', 'dealerCode', 'accept']);
    expect(firstInvalidField('page', r.errors)).toBe('name');
  });

  it('validates only the fields a variant shows; the others carry its defaults', () => {
    const r = validateLead('quick', values({ sex: 'x', buyCarDate: 'x', remark: 'x'.repeat(500) }));
    expect(r).toMatchObject({ ok: true, input: { sex: '1', buyCarDate: '3', remark: '' } });
    expect(validateLead('drawer', emptyLeadValues('drawer')).ok).toBe(false);
    expect(emptyLeadValues('drawer').sex).toBe('2');
  });

  it('the appraisal variant: an enquiry with the trade-in query kept as posted; the other variants never carry one', () => {
    const tradeIn = 'brand=1&series=1&year=2021&model=11&reg=2022-03&km=3.5&city=310100&grade=good';
    const r = validateLead('appraisal', values({ tradeIn, ACId: '999', remark: 'x'.repeat(500) }));
    expect(r).toMatchObject({ ok: true, input: { tradeIn, ACId: null, remark: '' } });
    expect(validateLead('page', values({ tradeIn }))).toMatchObject({ ok: true, input: { tradeIn: '' } });
    expect(['page', 'drawer', 'quick', 'appraisal'].map((k) => isEnquiry(k as LeadFormKind))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('readLeadValues', () => {
  it('keeps the known fields as strings, ignores the rest, and keeps defaults for missing ones', () => {
    const form = new URLSearchParams({ name: '林晓', extra: 'x', phone: '1'.repeat(1000) });
    const v = readLeadValues('drawer', form);
    expect(v.name).toBe('林晓');
    expect(v.sex).toBe('2');
    expect(v.phone).toHaveLength(400);
    expect('extra' in v).toBe(false);
  });
});

describe('resolveLead and the API bodies', () => {
  const input = () => {
    const r = validateLead('page', values({ ACId: '301' }));
    if (!r.ok) throw new Error('invalid');
    return r.input;
  };

  it('refuses an unknown model, a grade of another model, a dealer of another city or one that does not sell the model', () => {
    expect(resolveLead({ ...input(), ASId: 9 }, [NX], [dealer()])).toMatchObject({
      ok: false,
      errors: { ASId: '请选择车型' },
    });
    expect(resolveLead({ ...input(), ACId: 601 }, [NX, GX], [dealer()])).toMatchObject({
      ok: false,
      errors: { ACId: expect.any(String) },
    });
    expect(resolveLead(input(), [NX], [dealer({ cityId: 310200 })])).toMatchObject({
      ok: false,
      errors: { dealerCode: expect.any(String) },
    });
    expect(resolveLead({ ...input(), ASId: 6, ACId: null }, [NX, GX], [dealer()])).toMatchObject({
      ok: false,
      errors: { dealerCode: '该经销商暂不提供GX的试驾，请选择其他经销商' },
    });
  });

  it('builds the test-drive bodies with the variant codes and the channel', () => {
    const r = resolveLead(input(), [NX], [dealer()]);
    if (!r.ok) throw new Error('unresolved');
    expect(testDriveRequest('page', r.lead, 33)).toEqual({
      ASId: 3,
      ASName: 'NX',
      ACId: 301,
      ACName: 'NX 260 前驱创享版',
      name: '林晓',
      sex: '1',
      phone: '13912345678',
      dealerCode: 'A310042',
      dealerNo: '7042',
      provinceId: 310000,
      cityId: 310100,
      campaignCode: '000001',
      buyCarDate: '3',
      replyDateType: '1',
      clueType: '2',
      remark: '',
      sourceType: '2',
      s: 33,
      accept: true,
    });
    expect(testDriveRequest('drawer', r.lead, 25)).toMatchObject({
      campaignCode: '000000',
      province: '上海市',
      city: '上海市',
      dealer: '奥瑞麟上海盛世店',
    });
    expect(quickLeadRequest(r.lead, 34)).toEqual({
      name: '林晓',
      phone: '13912345678',
      cartype: 'nx',
      province: 310000,
      city: 310100,
      dealer: 'A310042',
      ACId: 301,
      accept: true,
      s: 34,
    });
  });
});
