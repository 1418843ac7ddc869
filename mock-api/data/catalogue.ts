/** Seeded owner-service and valuation data: key visuals, recalls, quality notices, used-car chain. */
import type { Faker } from '@faker-js/faker';
import type {
  IndexKv,
  QualityNotice,
  SeriesCode,
  UsedCarBrand,
  UsedCarModel,
  UsedCarSeries,
} from '#shared/api/client-api';
import type { RecallRecord } from '../db.ts';
import { kvImageUrl, kvMobileImageUrl } from './media.ts';
import { SERIES } from './series.ts';

export function generateKv(): IndexKv[] {
  const visuals: readonly [SeriesCode, string, string][] = [
    ['es', '全新ES 静谧之境', '豪华中型轿车 静谧座舱 从容之选'],
    ['nx', 'NX 驭见新境', '插电混动尊享版 纯电续航86公里'],
    ['lm', 'LM 御享旗舰', '移动的头等舱 四座御世版全新上市'],
    ['ux', 'UX 300e 纯电先锋', 'CLTC续航450公里 限时享充电权益'],
    ['gx', 'GX 550 无界探索', '全时四驱 全地形豪华SUV'],
  ];
  return visuals.map(([code, title, subtitle], i) => ({
    id: i + 1,
    title,
    subtitle,
    img: kvImageUrl(i + 1),
    mobileImg: kvMobileImageUrl(i + 1),
    link: `/models/${code}`,
    sort: i + 1,
  }));
}

const VIN_CHARS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** ISO 3779 transliteration of VIN letters. */
const VIN_LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

function vinValue(c: string): number {
  return /\d/.test(c) ? Number(c) : (VIN_LETTER_VALUES[c] ?? 0);
}

/** A VIN with the ISO 3779 / GB 16735 check digit in position 9. Chars 4-5 carry the series code. */
export function makeVin(f: Faker, series: SeriesCode, yearChar: string): string {
  const body = `LAU${series.toUpperCase()}${f.string.fromCharacters(VIN_CHARS, 3)}0${yearChar}${f.string.fromCharacters('ABCD', 1)}${f.string.numeric(6)}`;
  const sum = [...body].reduce((acc, c, i) => acc + vinValue(c) * (VIN_WEIGHTS[i] ?? 0), 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return body.slice(0, 8) + check + body.slice(9);
}

export function generateRecalls(f: Faker): RecallRecord[] {
  const campaigns: readonly [SeriesCode, string, string, string, string, RecallRecord['status']][] = [
    [
      'es',
      'ES 部分车辆燃油泵叶轮召回',
      '2025-03-18',
      '部分车辆燃油泵叶轮可能变形，极端情况下导致发动机熄火。',
      '免费更换改进型燃油泵总成。',
      'open',
    ],
    [
      'nx',
      'NX 部分车辆后视摄像头软件召回',
      '2025-07-02',
      '倒车时后视摄像头画面可能延迟显示，不符合相关标准要求。',
      '免费升级多媒体系统软件。',
      'open',
    ],
    [
      'ux',
      'UX 部分车辆驻车制动开关召回',
      '2025-10-21',
      '驻车制动开关内部可能进水，导致电子驻车无法解除。',
      '免费更换驻车制动开关并加装防水罩。',
      'open',
    ],
    [
      'lm',
      'LM 部分车辆二排座椅滑轨召回',
      '2024-11-05',
      '二排座椅滑轨锁止机构可能未完全锁止。',
      '免费检查并更换滑轨锁止组件。',
      'closed',
    ],
  ];
  return campaigns.map(([series, title, startDate, description, remedy, status], i) => ({
    id: `RC${startDate.replace(/-/g, '')}${String(i + 1).padStart(2, '0')}`,
    title,
    description,
    remedy,
    startDate,
    status,
    vins: Array.from({ length: 8 }, () => makeVin(f, series, startDate.startsWith('2024') ? 'R' : 'S')),
  }));
}

export function generateQualityNotices(f: Faker): QualityNotice[] {
  const subjects = [
    '冬季用车提示',
    '混合动力电池保养说明',
    '轮胎气压监测系统使用说明',
    '多媒体系统在线升级公告',
    '空调滤芯更换周期调整',
    '雨季涉水行驶提示',
    '车钥匙电池更换说明',
    '高原地区用车建议',
  ];
  const notices: QualityNotice[] = [];
  for (let i = 0; i < 16; i++) {
    const series = f.helpers.arrayElement(SERIES);
    const subject = f.helpers.arrayElement(subjects);
    const date = new Date(Date.UTC(2025, 0, 10) + i * 33 * 86_400_000);
    notices.push({
      id: i + 1,
      title: `${series.name} ${subject}`,
      seriesCode: series.code,
      publishDate: date.toISOString().slice(0, 10),
      content: `尊敬的${series.name}车主：为保障您的用车体验，现就"${subject}"相关事项说明如下。请按照车主手册的要求定期到授权经销商进行检查，如有疑问请拨打客服热线 400-820-6998。`,
    });
  }
  return notices.reverse().map((n, i) => ({ ...n, id: i + 1 }));
}

export interface UsedCarData {
  brands: UsedCarBrand[];
  series: UsedCarSeries[];
  models: UsedCarModel[];
}

/** Fictional brands only (the valuation chain must never name a real brand). The first is ours. */
const USED_BRANDS: readonly [string, string][] = [
  ['奥瑞麟', 'A'],
  ['北辰', 'B'],
  ['赫庭', 'H'],
  ['澜岳', 'L'],
  ['凌川', 'L'],
  ['星穹', 'X'],
  ['远峰', 'Y'],
  ['云曦', 'Y'],
];
const OTHER_SERIES = ['S5', 'S7', 'X3', 'X5', 'X7', 'L9', 'GT', 'E6'];
const TRIMS = ['舒适版', '豪华版', '尊贵版', '运动版', '旗舰版'];

export function generateUsedCars(f: Faker): UsedCarData {
  const brands: UsedCarBrand[] = USED_BRANDS.map(([name, initial], i) => ({ id: i + 1, name, initial }));
  const series: UsedCarSeries[] = [];
  const models: UsedCarModel[] = [];
  for (const brand of brands) {
    const names =
      brand.id === 1
        ? SERIES.map((s) => s.name)
        : f.helpers.arrayElements(OTHER_SERIES, { min: 3, max: 4 }).map((n) => brand.name + n);
    for (const name of names) {
      const s: UsedCarSeries = { id: series.length + 1, brandId: brand.id, name };
      series.push(s);
      const own = SERIES.find((x) => x.name === name);
      const basePrice = own?.grades[0]?.price ?? f.number.int({ min: 15, max: 60 }) * 10_000;
      const firstYear = f.number.int({ min: 2016, max: 2020 });
      for (let year = firstYear; year <= 2025; year++) {
        const trims = f.helpers.arrayElements(TRIMS, { min: 2, max: 3 });
        trims.forEach((trim, t) => {
          models.push({
            id: models.length + 1,
            seriesId: s.id,
            year,
            name: `${year}款 ${name} ${trim}`,
            price: Math.round((basePrice * (1 + t * 0.12) * (0.94 + (year - 2016) * 0.01)) / 100) * 100,
          });
        });
      }
    }
  }
  return { brands, series, models };
}

/** The five valuation levels, best first, with their factor on the computed fair price. */
export const VALUATION_LEVELS: readonly [string, number][] = [
  ['优秀', 1.04],
  ['良好', 1],
  ['一般', 0.93],
  ['较差', 0.84],
  ['收购参考', 0.78],
];

/**
 * Fair price of a used car: straight-line residual by age with a mileage penalty above 1.5 (10,000 km) a year
 * and a regional factor, rounded to 100 yuan.
 */
export function valuateUsedCar(newPrice: number, ageYears: number, mileage: number, cityFactor: number): number {
  const residual = 0.86 * Math.pow(0.87, ageYears);
  const excess = Math.max(0, mileage - Math.max(ageYears, 0.5) * 1.5);
  const ratio = Math.min(0.92, Math.max(0.08, residual - excess * 0.012));
  return Math.round((newPrice * ratio * cityFactor) / 100) * 100;
}
