/**
 * The six series with their grades, technical data, spec tables and notes. Prices are manufacturer's
 * suggested retail prices in yuan. The spec table is derived from the technical data, so every grade of
 * every series has the same rows (53 of them) in the same order.
 */
import type { SeriesCode, SeriesNotes, SpecDirection, SpecGroup } from '#shared/api/client-api';

export type Powertrain = 'petrol' | 'hybrid' | 'plugin' | 'electric';

export interface GradeData {
  id: number;
  name: string;
  price: number;
  /** Engine line shown in lists, e.g. `2.5L 混合动力`. */
  engine: string;
  powertrain: Powertrain;
  /** Displacement in litres; 0 for electric. */
  displacement: number;
  cylinders: string;
  turbo: boolean;
  /** Combined system power in kW. */
  powerKw: number;
  torqueNm: number;
  gearbox: string;
  drive: string;
  accel: number;
  topSpeed: number;
  /** WLTC combined consumption, L/100km (kWh/100km for electric). */
  consumption: number;
  /** Electric range in km (plug-in and electric only). */
  electricRange: number;
  batteryKwh: number;
  curbWeight: number;
  /** 1 entry, 2 mid, 3 upper, 4 top: decides the equipment rows. */
  level: 1 | 2 | 3 | 4;
  /**
   * Rim size (inches) of the grade's standard wheel. Not seeded: which wheel is standard is the
   * configurator's data (queryModel + queryOptionalList), and `seriesNow` (configurations.ts) sets this from
   * it, so the highlights and tyre rows never contradict the configurator. 0 outside `seriesNow`.
   */
  rim: number;
}

export interface SeriesData {
  /** Series id (`ASId`). */
  id: number;
  code: SeriesCode;
  name: string;
  slogan: string;
  segment: string;
  body: string;
  launch: string;
  length: number;
  width: number;
  height: number;
  wheelbase: number;
  frontTrack: number;
  rearTrack: number;
  tankL: number;
  trunkL: number;
  seats: number;
  frontSuspension: string;
  rearSuspension: string;
  screenInch: number;
  speakers: number;
  grades: GradeData[];
  /** The series' own note first, then the notes every series shares. */
  notes: string[];
  /** Spec rows the series' own note (the first) concerns. */
  noteRows: string[];
}

type GradeInput = Omit<GradeData, 'electricRange' | 'batteryKwh' | 'rim'> &
  Partial<Pick<GradeData, 'electricRange' | 'batteryKwh'>>;

function grade(input: GradeInput): GradeData {
  return { electricRange: 0, batteryKwh: input.powertrain === 'hybrid' ? 1.6 : 0, rim: 0, ...input };
}

/** The notes every series shares after its own, each with the spec rows it concerns. */
const COMMON_NOTES: readonly { text: string; rows: readonly string[] }[] = [
  { text: '以上价格均为厂商建议零售价（含增值税），实际成交价格请以当地授权经销商报价为准。', rows: ['厂商指导价'] },
  {
    text: 'WLTC 综合工况油耗数据依据 GB/T 19233-2020 测得，实际油耗受驾驶习惯、路况、载荷等因素影响。',
    rows: ['综合能耗'],
  },
  { text: '0-100 km/h 加速时间为厂家在封闭场地内测得，请勿在公共道路上模仿。', rows: ['官方0-100km/h加速(s)'] },
  { text: '本页面所示车辆图片仅供参考，配置与颜色请以实车为准。', rows: [] },
  { text: '奥瑞麟保留对车型配置、价格及技术参数进行调整的权利，恕不另行通知。', rows: [] },
];
const COMMON_NOTE_TEXTS = COMMON_NOTES.map((n) => n.text);

export const SERIES: readonly SeriesData[] = [
  {
    id: 1,
    code: 'es',
    name: 'ES',
    slogan: '豪华中型轿车',
    segment: '中型车',
    body: '4门5座三厢车',
    launch: '2025.03',
    length: 4975,
    width: 1866,
    height: 1447,
    wheelbase: 2870,
    frontTrack: 1600,
    rearTrack: 1610,
    tankL: 50,
    trunkL: 454,
    seats: 5,
    frontSuspension: '麦弗逊式独立悬架',
    rearSuspension: '双叉臂式独立悬架',
    screenInch: 14,
    speakers: 17,
    grades: [
      grade({
        id: 101,
        name: 'ES 200 卓越版',
        price: 299_900,
        engine: '2.0L 自然吸气',
        powertrain: 'petrol',
        displacement: 2.0,
        cylinders: 'L4',
        turbo: false,
        powerKw: 127,
        torqueNm: 206,
        gearbox: 'CVT无级变速(模拟10挡)',
        drive: '前置前驱',
        accel: 9.5,
        topSpeed: 205,
        consumption: 6.6,
        curbWeight: 1595,
        level: 1,
      }),
      grade({
        id: 102,
        name: 'ES 260 典雅版',
        price: 339_900,
        engine: '2.5L 自然吸气',
        powertrain: 'petrol',
        displacement: 2.5,
        cylinders: 'L4',
        turbo: false,
        powerKw: 152,
        torqueNm: 243,
        gearbox: '8挡手自一体',
        drive: '前置前驱',
        accel: 8.9,
        topSpeed: 210,
        consumption: 7.0,
        curbWeight: 1640,
        level: 2,
      }),
      grade({
        id: 103,
        name: 'ES 300h 臻享版',
        price: 369_900,
        engine: '2.5L 混合动力',
        powertrain: 'hybrid',
        displacement: 2.5,
        cylinders: 'L4',
        turbo: false,
        powerKw: 160,
        torqueNm: 221,
        gearbox: 'E-CVT无级变速',
        drive: '前置前驱',
        accel: 8.7,
        topSpeed: 180,
        consumption: 4.9,
        curbWeight: 1720,
        level: 2,
      }),
      grade({
        id: 104,
        name: 'ES 300h F SPORT 运动版',
        price: 399_900,
        engine: '2.5L 混合动力',
        powertrain: 'hybrid',
        displacement: 2.5,
        cylinders: 'L4',
        turbo: false,
        powerKw: 160,
        torqueNm: 221,
        gearbox: 'E-CVT无级变速',
        drive: '前置前驱',
        accel: 8.5,
        topSpeed: 180,
        consumption: 5.1,
        curbWeight: 1735,
        level: 3,
      }),
      grade({
        id: 105,
        name: 'ES 300h 尊享版',
        price: 439_900,
        engine: '2.5L 混合动力',
        powertrain: 'hybrid',
        displacement: 2.5,
        cylinders: 'L4',
        turbo: false,
        powerKw: 160,
        torqueNm: 221,
        gearbox: 'E-CVT无级变速',
        drive: '前置前驱',
        accel: 8.7,
        topSpeed: 180,
        consumption: 5.0,
        curbWeight: 1760,
        level: 4,
      }),
    ],
    notes: ['ES 300h 混合动力系统专属部件享 8 年或 20 万公里质保（以先到者为准）。', ...COMMON_NOTE_TEXTS],
    noteRows: ['整车质保', '电池类型'],
  },
  {
    id: 2,
    code: 'ux',
    name: 'UX',
    slogan: '豪华紧凑型SUV',
    segment: '紧凑型SUV',
    body: '5门5座SUV',
    launch: '2025.06',
    length: 4495,
    width: 1840,
    height: 1540,
    wheelbase: 2640,
    frontTrack: 1550,
    rearTrack: 1560,
    tankL: 43,
    trunkL: 320,
    seats: 5,
    frontSuspension: '麦弗逊式独立悬架',
    rearSuspension: '双叉臂式独立悬架',
    screenInch: 12.3,
    speakers: 13,
    grades: [
      grade({
        id: 201,
        name: 'UX 260h 探享版',
        price: 269_900,
        engine: '2.0L 混合动力',
        powertrain: 'hybrid',
        displacement: 2.0,
        cylinders: 'L4',
        turbo: false,
        powerKw: 135,
        torqueNm: 188,
        gearbox: 'E-CVT无级变速',
        drive: '前置前驱',
        accel: 8.4,
        topSpeed: 177,
        consumption: 4.6,
        curbWeight: 1580,
        level: 1,
      }),
      grade({
        id: 202,
        name: 'UX 260h 锋尚版',
        price: 299_900,
        engine: '2.0L 混合动力',
        powertrain: 'hybrid',
        displacement: 2.0,
        cylinders: 'L4',
        turbo: false,
        powerKw: 135,
        torqueNm: 188,
        gearbox: 'E-CVT无级变速',
        drive: '前置前驱',
        accel: 8.4,
        topSpeed: 177,
        consumption: 4.7,
        curbWeight: 1600,
        level: 2,
      }),
      grade({
        id: 203,
        name: 'UX 260h F SPORT 运动版',
        price: 319_900,
        engine: '2.0L 混合动力',
        powertrain: 'hybrid',
        displacement: 2.0,
        cylinders: 'L4',
        turbo: false,
        powerKw: 135,
        torqueNm: 188,
        gearbox: 'E-CVT无级变速',
        drive: '前置前驱',
        accel: 8.2,
        topSpeed: 177,
        consumption: 4.8,
        curbWeight: 1615,
        level: 3,
      }),
      grade({
        id: 204,
        name: 'UX 300e 纯电先锋版',
        price: 339_900,
        engine: '纯电动 150kW',
        powertrain: 'electric',
        displacement: 0,
        cylinders: '-',
        turbo: false,
        powerKw: 150,
        torqueNm: 300,
        gearbox: '电动车单速变速箱',
        drive: '前置前驱',
        accel: 7.5,
        topSpeed: 160,
        consumption: 14.8,
        electricRange: 450,
        batteryKwh: 72.8,
        curbWeight: 1840,
        level: 4,
      }),
    ],
    notes: ['UX 300e 纯电续航里程为 CLTC 工况测得，动力电池享 10 年或 100 万公里质保。', ...COMMON_NOTE_TEXTS],
    noteRows: ['纯电续航里程(km)', '综合能耗'],
  },
  {
    id: 3,
    code: 'nx',
    name: 'NX',
    slogan: '豪华中型SUV',
    segment: '中型SUV',
    body: '5门5座SUV',
    launch: '2025.09',
    length: 4660,
    width: 1865,
    height: 1670,
    wheelbase: 2690,
    frontTrack: 1605,
    rearTrack: 1625,
    tankL: 55,
    trunkL: 520,
    seats: 5,
    frontSuspension: '麦弗逊式独立悬架',
    rearSuspension: '多连杆式独立悬架',
    screenInch: 14,
    speakers: 17,
    grades: [
      grade({
        id: 301,
        name: 'NX 260 前驱创享版',
        price: 318_800,
        engine: '2.0L 自然吸气',
        powertrain: 'petrol',
        displacement: 2.0,
        cylinders: 'L4',
        turbo: false,
        powerKw: 127,
        torqueNm: 209,
        gearbox: 'CVT无级变速(模拟10挡)',
        drive: '前置前驱',
        accel: 9.8,
        topSpeed: 190,
        consumption: 7.1,
        curbWeight: 1690,
        level: 1,
      }),
      grade({
        id: 302,
        name: 'NX 350h 四驱创驰版',
        price: 389_800,
        engine: '2.5L 混合动力',
        powertrain: 'hybrid',
        displacement: 2.5,
        cylinders: 'L4',
        turbo: false,
        powerKw: 179,
        torqueNm: 239,
        gearbox: 'E-CVT无级变速',
        drive: '前置四驱',
        accel: 7.7,
        topSpeed: 200,
        consumption: 5.4,
        curbWeight: 1860,
        level: 2,
      }),
      grade({
        id: 303,
        name: 'NX 350h F SPORT 运动版',
        price: 429_800,
        engine: '2.5L 混合动力',
        powertrain: 'hybrid',
        displacement: 2.5,
        cylinders: 'L4',
        turbo: false,
        powerKw: 179,
        torqueNm: 239,
        gearbox: 'E-CVT无级变速',
        drive: '前置四驱',
        accel: 7.5,
        topSpeed: 200,
        consumption: 5.6,
        curbWeight: 1880,
        level: 3,
      }),
      grade({
        id: 304,
        name: 'NX 400h+ 插电混动尊享版',
        price: 489_800,
        engine: '2.5L 插电式混合动力',
        powertrain: 'plugin',
        displacement: 2.5,
        cylinders: 'L4',
        turbo: false,
        powerKw: 227,
        torqueNm: 270,
        gearbox: 'E-CVT无级变速',
        drive: '前置四驱',
        accel: 6.3,
        topSpeed: 200,
        consumption: 1.4,
        electricRange: 86,
        batteryKwh: 18.1,
        curbWeight: 2060,
        level: 4,
      }),
    ],
    notes: [
      'NX 400h+ 纯电续航里程为 WLTC 工况测得；随车赠送 7kW 家用充电桩及基础安装服务（限首任车主）。',
      ...COMMON_NOTE_TEXTS,
    ],
    noteRows: ['纯电续航里程(km)', '综合能耗'],
  },
  {
    id: 4,
    code: 'lc',
    name: 'LC',
    slogan: '豪华运动轿跑',
    segment: '跑车',
    body: '2门4座硬顶跑车',
    launch: '2025.05',
    length: 4770,
    width: 1920,
    height: 1345,
    wheelbase: 2870,
    frontTrack: 1630,
    rearTrack: 1635,
    tankL: 82,
    trunkL: 197,
    seats: 4,
    frontSuspension: '多连杆式独立悬架',
    rearSuspension: '多连杆式独立悬架',
    screenInch: 12.3,
    speakers: 13,
    grades: [
      grade({
        id: 401,
        name: 'LC 500 竞速版',
        price: 1_180_000,
        engine: '5.0L V8 自然吸气',
        powertrain: 'petrol',
        displacement: 5.0,
        cylinders: 'V8',
        turbo: false,
        powerKw: 351,
        torqueNm: 540,
        gearbox: '10挡手自一体',
        drive: '前置后驱',
        accel: 4.4,
        topSpeed: 270,
        consumption: 12.1,
        curbWeight: 1970,
        level: 3,
      }),
      grade({
        id: 402,
        name: 'LC 500h 混动旗舰版',
        price: 1_250_000,
        engine: '3.5L V6 混合动力',
        powertrain: 'hybrid',
        displacement: 3.5,
        cylinders: 'V6',
        turbo: false,
        powerKw: 264,
        torqueNm: 348,
        gearbox: '多级混动变速箱(模拟10挡)',
        drive: '前置后驱',
        accel: 5.0,
        topSpeed: 250,
        consumption: 8.4,
        curbWeight: 2020,
        level: 4,
      }),
      grade({
        id: 403,
        name: 'LC 500 敞篷版',
        price: 1_380_000,
        engine: '5.0L V8 自然吸气',
        powertrain: 'petrol',
        displacement: 5.0,
        cylinders: 'V8',
        turbo: false,
        powerKw: 351,
        torqueNm: 540,
        gearbox: '10挡手自一体',
        drive: '前置后驱',
        accel: 4.7,
        topSpeed: 270,
        consumption: 12.4,
        curbWeight: 2050,
        level: 4,
      }),
    ],
    notes: ['LC 500 敞篷版软顶开闭约需 15 秒，车速低于 50 km/h 时可操作。', ...COMMON_NOTE_TEXTS],
    noteRows: ['车身结构'],
  },
  {
    id: 5,
    code: 'lm',
    name: 'LM',
    slogan: '豪华旗舰MPV',
    segment: '大型MPV',
    body: '5门7座MPV',
    launch: '2025.11',
    length: 5125,
    width: 1890,
    height: 1955,
    wheelbase: 3000,
    frontTrack: 1625,
    rearTrack: 1640,
    tankL: 60,
    trunkL: 1100,
    seats: 7,
    frontSuspension: '麦弗逊式独立悬架',
    rearSuspension: '多连杆式独立悬架',
    screenInch: 14,
    speakers: 23,
    grades: [
      grade({
        id: 501,
        name: 'LM 350h 七座隽雅版',
        price: 1_166_000,
        engine: '2.5L 混合动力',
        powertrain: 'hybrid',
        displacement: 2.5,
        cylinders: 'L4',
        turbo: false,
        powerKw: 184,
        torqueNm: 239,
        gearbox: 'E-CVT无级变速',
        drive: '前置四驱',
        accel: 9.9,
        topSpeed: 180,
        consumption: 6.9,
        curbWeight: 2460,
        level: 3,
      }),
      grade({
        id: 502,
        name: 'LM 350h 四座御世版',
        price: 1_466_000,
        engine: '2.5L 混合动力',
        powertrain: 'hybrid',
        displacement: 2.5,
        cylinders: 'L4',
        turbo: false,
        powerKw: 184,
        torqueNm: 239,
        gearbox: 'E-CVT无级变速',
        drive: '前置四驱',
        accel: 10.2,
        topSpeed: 180,
        consumption: 7.1,
        curbWeight: 2520,
        level: 4,
      }),
    ],
    notes: ['LM 四座御世版后排配备 48 英寸超宽屏与独立隔断，座位数以车辆合格证为准。', ...COMMON_NOTE_TEXTS],
    noteRows: ['座位数(个)'],
  },
  {
    id: 6,
    code: 'gx',
    name: 'GX',
    slogan: '全地形豪华SUV',
    segment: '中大型SUV',
    body: '5门7座SUV',
    launch: '2026.01',
    length: 4960,
    width: 1980,
    height: 1920,
    wheelbase: 2850,
    frontTrack: 1665,
    rearTrack: 1665,
    tankL: 80,
    trunkL: 512,
    seats: 7,
    frontSuspension: '双叉臂式独立悬架',
    rearSuspension: '四连杆整体桥式非独立悬架',
    screenInch: 14,
    speakers: 21,
    grades: [
      grade({
        id: 601,
        name: 'GX 550 尊贵版',
        price: 899_000,
        engine: '3.4T V6 双涡轮增压',
        powertrain: 'petrol',
        displacement: 3.4,
        cylinders: 'V6',
        turbo: true,
        powerKw: 260,
        torqueNm: 650,
        gearbox: '10挡手自一体',
        drive: '全时四驱',
        accel: 6.8,
        topSpeed: 180,
        consumption: 12.9,
        curbWeight: 2620,
        level: 3,
      }),
      grade({
        id: 602,
        name: 'GX 550 Overtrail 越野版',
        price: 939_000,
        engine: '3.4T V6 双涡轮增压',
        powertrain: 'petrol',
        displacement: 3.4,
        cylinders: 'V6',
        turbo: true,
        powerKw: 260,
        torqueNm: 650,
        gearbox: '10挡手自一体',
        drive: '全时四驱',
        accel: 7.0,
        topSpeed: 175,
        consumption: 13.3,
        curbWeight: 2680,
        level: 4,
      }),
    ],
    notes: ['GX 550 Overtrail 越野版配备前后电子差速锁与 E-KDSS 动态悬架系统，最大涉水深度 700 mm。', ...COMMON_NOTE_TEXTS],
    noteRows: ['驱动方式', '自适应可变悬架'],
  },
];

export function findSeries(code: string): SeriesData | undefined {
  return SERIES.find((s) => s.code === code);
}

/** One row a grade, across every series: the car id, the series code, the grade's name and price, then `more`. */
export function gradeRows<T extends object>(
  more: (series: SeriesData, grade: GradeData) => T,
  catalogue: readonly SeriesData[] = SERIES,
) {
  return catalogue.flatMap((series) =>
    series.grades.map((g) => ({
      carId: g.id,
      seriesCode: series.code,
      name: g.name,
      price: g.price,
      ...more(series, g),
    })),
  );
}

export function findGrade(
  carId: number,
  catalogue: readonly SeriesData[] = SERIES,
): { series: SeriesData; grade: GradeData } | undefined {
  for (const series of catalogue) {
    const found = series.grades.find((g) => g.id === carId);
    if (found) return { series, grade: found };
  }
  return undefined;
}

const YES = '●';
const OPTION = '○';
const NO = '-';

/** `●` from `level` up, `○` one level below, `-` otherwise. */
function equip(g: GradeData, fromLevel: number): string {
  if (g.level >= fromLevel) return YES;
  return g.level === fromLevel - 1 ? OPTION : NO;
}

function yuan(price: number): string {
  return `${(price / 10_000).toFixed(2)}万`;
}

function energyType(g: GradeData): string {
  return { petrol: '汽油', hybrid: '油电混合', plugin: '插电式混合动力', electric: '纯电动' }[g.powertrain];
}

/** Rows of one grade, group by group. Every grade yields the same names in the same order. */
export function specGroupsFor(series: SeriesData, g: GradeData): { name: string; rows: [string, string][] }[] {
  const electric = g.powertrain === 'electric';
  const electrified = g.powertrain !== 'petrol';
  const hp = Math.round(g.powerKw * 1.36);
  const tyre = `${g.rim >= 20 ? 235 : 225}/${g.rim >= 20 ? 50 : 55} R${g.rim}`;
  return [
    {
      name: '基本参数',
      rows: [
        ['厂商指导价', yuan(g.price)],
        ['级别', series.segment],
        ['能源类型', energyType(g)],
        ['上市时间', series.launch],
        ['最大功率(kW)', String(g.powerKw)],
        ['最大扭矩(N·m)', String(g.torqueNm)],
        ['变速箱', g.gearbox],
        ['长*宽*高(mm)', `${series.length}*${series.width}*${series.height}`],
        ['车身结构', series.body],
        ['最高车速(km/h)', String(g.topSpeed)],
        ['官方0-100km/h加速(s)', g.accel.toFixed(1)],
        [
          '综合能耗',
          electric ? `${g.consumption.toFixed(1)} kWh/100km (CLTC)` : `${g.consumption.toFixed(1)} L/100km (WLTC)`,
        ],
        ['整车质保', '4年或10万公里'],
      ],
    },
    {
      name: '车身',
      rows: [
        ['轴距(mm)', String(series.wheelbase)],
        ['前轮距(mm)', String(series.frontTrack)],
        ['后轮距(mm)', String(series.rearTrack)],
        ['整备质量(kg)', String(g.curbWeight)],
        ['油箱容积(L)', electric ? NO : String(series.tankL)],
        ['行李厢容积(L)', String(series.trunkL)],
        ['座位数(个)', String(g.name.includes('四座') ? 4 : series.seats)],
      ],
    },
    {
      name: '动力系统',
      rows: [
        ['排量(L)', electric ? NO : g.displacement.toFixed(1)],
        ['进气形式', electric ? NO : g.turbo ? '双涡轮增压' : '自然吸气'],
        ['气缸排列形式', g.cylinders],
        ['最大马力(Ps)', String(hp)],
        ['燃油标号', electric ? NO : '95号'],
        ['环保标准', '国VI'],
        ['电池类型', electrified ? (electric || g.powertrain === 'plugin' ? '三元锂电池' : '镍氢电池') : NO],
        ['电池能量(kWh)', g.batteryKwh > 0 ? g.batteryKwh.toFixed(1) : NO],
        ['纯电续航里程(km)', g.electricRange > 0 ? String(g.electricRange) : NO],
      ],
    },
    {
      name: '底盘转向',
      rows: [
        ['驱动方式', g.drive],
        ['前悬架类型', series.frontSuspension],
        ['后悬架类型', series.rearSuspension],
        ['助力类型', '电动助力'],
        ['自适应可变悬架', equip(g, 3)],
      ],
    },
    {
      name: '车轮制动',
      rows: [
        ['前制动器类型', '通风盘式'],
        ['后制动器类型', g.level >= 3 || g.powerKw > 250 ? '通风盘式' : '盘式'],
        ['驻车制动类型', '电子驻车'],
        ['前轮胎规格', tyre],
        ['后轮胎规格', tyre],
      ],
    },
    {
      name: '主动安全',
      rows: [
        ['主动刹车/主动安全系统', YES],
        ['全速自适应巡航', YES],
        ['车道居中保持', YES],
        ['并线辅助', equip(g, 2)],
        ['360度全景影像', equip(g, 2)],
        ['自动泊车入位', equip(g, 4)],
      ],
    },
    {
      name: '舒适与智能',
      rows: [
        ['中控彩色屏幕尺寸(英寸)', String(series.screenInch)],
        ['抬头显示(HUD)', equip(g, 3)],
        ['音响扬声器数量(个)', String(g.level >= 3 ? series.speakers : 10)],
        ['前排座椅加热/通风', g.level >= 2 ? '加热+通风' : '加热'],
        ['真皮座椅', equip(g, 2)],
        ['电动天窗', g.level >= 3 ? '全景天窗' : '电动天窗'],
        ['无线充电', equip(g, 2)],
        ['手机互联映射', 'CarPlay/CarLife/HiCar'],
      ],
    },
  ];
}

/**
 * Unit and better direction of the numeric rows. The bracket in a row's name tells a reader the unit; this
 * tells the compare page, which shows units beside values and marks best values. A direction is set only
 * where every buyer agrees (more power, less time to 100 km/h); weight, track or tank size have none.
 */
const ROW_META: Readonly<Record<string, { unit: string; better?: SpecDirection }>> = {
  厂商指导价: { unit: '万元', better: 'lower' },
  '最大功率(kW)': { unit: 'kW', better: 'higher' },
  '最大扭矩(N·m)': { unit: 'N·m', better: 'higher' },
  '长*宽*高(mm)': { unit: 'mm' },
  '最高车速(km/h)': { unit: 'km/h', better: 'higher' },
  '官方0-100km/h加速(s)': { unit: 's', better: 'lower' },
  '轴距(mm)': { unit: 'mm', better: 'higher' },
  '前轮距(mm)': { unit: 'mm' },
  '后轮距(mm)': { unit: 'mm' },
  '整备质量(kg)': { unit: 'kg' },
  '油箱容积(L)': { unit: 'L' },
  '行李厢容积(L)': { unit: 'L', better: 'higher' },
  '座位数(个)': { unit: '个' },
  '排量(L)': { unit: 'L' },
  '最大马力(Ps)': { unit: 'Ps', better: 'higher' },
  '电池能量(kWh)': { unit: 'kWh' },
  '纯电续航里程(km)': { unit: 'km', better: 'higher' },
  '中控彩色屏幕尺寸(英寸)': { unit: '英寸', better: 'higher' },
  '音响扬声器数量(个)': { unit: '个', better: 'higher' },
};

/** The spec table of several grades side by side (the row values follow the column order). */
export function specTableGroups(columns: { series: SeriesData; grade: GradeData }[]): SpecGroup[] {
  const perColumn = columns.map((c) => specGroupsFor(c.series, c.grade));
  const first = perColumn[0];
  if (!first) return [];
  return first.map((group, gi) => ({
    name: group.name,
    rows: group.rows.map(([name], ri) => ({
      name,
      values: perColumn.map((groups) => groups[gi]?.rows[ri]?.[1] ?? NO),
      ...ROW_META[name],
    })),
  }));
}

/** `queryCarSeriesNotes`: the notes, and the spec rows each concerns. */
export function seriesNotes(series: SeriesData): SeriesNotes {
  const rowsPerNote = [series.noteRows, ...COMMON_NOTES.map((n) => n.rows)];
  return {
    seriesCode: series.code,
    notes: series.notes,
    refs: rowsPerNote.flatMap((rows, note) => (rows.length > 0 ? [{ note, rows: [...rows] }] : [])),
  };
}

/** The spec dictionary: group and row names (`queryAllSpecInfo`). Row names of the first grade. */
export function specDictionary(): { name: string; rows: string[] }[] {
  const es = SERIES[0];
  const first = es?.grades[0];
  if (!es || !first) return [];
  return specGroupsFor(es, first).map((g) => ({ name: g.name, rows: g.rows.map(([name]) => name) }));
}
