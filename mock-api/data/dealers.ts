/** Dealers spread over the dealer cities, with staff and WeChat QR codes. */
import type { Faker } from '@faker-js/faker';
import type { SeriesCode } from '#shared/api/client-api';
import type { DealerRecord } from '../db.ts';
import { dealerQrUrl, staffPhotoUrl, staffQrText, staffQrUrl } from './media.ts';
import { DEALER_CITIES, findCity } from './regions.ts';

const TRADE_NAMES = [
  '瑞丰',
  '鼎晟',
  '恒通',
  '锦程',
  '宏远',
  '骏德',
  '嘉禾',
  '泰和',
  '明睿',
  '安驰',
  '华臻',
  '远航',
  '盛世',
  '卓越',
  '东晟',
  '润达',
  '天泽',
  '和信',
  '德晟',
  '裕隆',
];
const ZONES = ['经济技术开发区', '高新技术产业开发区', '汽车产业园', '新城区', '滨江新区', '空港新区'];
const ROADS = [
  '迎宾大道',
  '世纪大道',
  '机场路',
  '滨江路',
  '建设路',
  '人民路',
  '学府路',
  '长江路',
  '黄河路',
  '科技大道',
  '创业路',
  '锦绣大道',
  '南环路',
  '北环路',
  '汽车城大道',
  '金桥路',
];
const HOURS = ['09:00-18:00', '08:30-18:30', '09:00-19:00', '08:30-18:00'];
const TITLES = ['销售顾问', '高级销售顾问', '展厅经理', '客户经理', '售后服务顾问'];
const ALL_SERIES: SeriesCode[] = ['es', 'ux', 'nx', 'lc', 'lm', 'gx'];

/** `大理白族自治州` -> `大理`, `上海市` -> `上海`; Hong Kong and Macau keep their region name. */
export function cityShortName(province: string, city: string): string {
  if (province.startsWith('香港')) return '香港';
  if (province.startsWith('澳门')) return '澳门';
  if (city.endsWith('自治州')) return city.slice(0, 2);
  return city.replace(/(市|地区|盟)$/, '');
}

function servicePhone(f: Faker, areaCode: string): string {
  if (areaCode.length === 3 && !areaCode.startsWith('0')) {
    return `+${areaCode} ${f.string.numeric({ length: 4, allowLeadingZeros: false })} ${f.string.numeric(4)}`;
  }
  const digits = areaCode.length === 3 ? 8 : 7;
  return `${areaCode}-${f.helpers.arrayElement(['2', '5', '6', '8'])}${f.string.numeric(digits - 1)}`;
}

function maskedMobile(f: Faker): string {
  return `1${f.helpers.arrayElement(['38', '39', '58', '86', '88', '36', '77'])}****${f.string.numeric(4)}`;
}

export function generateDealers(f: Faker): DealerRecord[] {
  const dealers: DealerRecord[] = [];
  let staffId = 1;
  for (const place of DEALER_CITIES) {
    const region = findCity(place.province, place.city);
    if (!region) throw new Error(`dealer city ${place.province}/${place.city} is not in the region table`);
    const names = f.helpers.shuffle([...TRADE_NAMES]).slice(0, place.dealers);
    const short = cityShortName(place.province, place.city);
    for (const trade of names) {
      const id = dealers.length + 1;
      const flagship = dealers.filter((d) => d.cityId === region.city.id).length === 0;
      const staff = Array.from({ length: f.number.int({ min: 2, max: 4 }) }, () => ({
        id: staffId++,
        name: f.person.lastName() + f.person.firstName(),
        title: f.helpers.arrayElement(TITLES),
        phone: maskedMobile(f),
        qrcode: staffQrUrl(staffId - 1),
        photo: staffPhotoUrl(staffId - 1),
        contactUrl: staffQrText(staffId - 1),
      }));
      const hk = place.areaCode === '852' || place.areaCode === '853';
      dealers.push({
        id,
        dealerCode: `A${String(region.province.id).slice(0, 2)}${String(id).padStart(4, '0')}`,
        dealerNo: String(7000 + id),
        name: hk ? `${short}${trade}奥瑞麟汽车有限公司` : `${short}${trade}奥瑞麟汽车销售服务有限公司`,
        shortName: `奥瑞麟${short}${trade}店`,
        provinceId: region.province.id,
        provinceName: region.province.name,
        cityId: region.city.id,
        cityName: region.city.name,
        address: hk
          ? `${place.city}${f.helpers.arrayElement(place.areaCode === '852' ? ['弥敦道', '太子道西', '观塘道'] : ['友谊大马路', '宋玉生广场', '罗理基博士大马路'])}${f.number.int({ min: 1, max: 600 })}号地下`
          : `${region.province.name === region.city.name ? '' : region.province.name}${region.city.name}${f.helpers.arrayElement(ZONES)}${f.helpers.arrayElement(ROADS)}${f.number.int({ min: 1, max: 999 })}号`,
        salesPhone: `400-${f.helpers.arrayElement(['6', '8'])}${f.string.numeric(2)}-${f.string.numeric(4)}`,
        servicePhone: servicePhone(f, place.areaCode),
        hours: f.helpers.arrayElement(HOURS),
        lat: Number((place.lat + f.number.float({ min: -0.08, max: 0.08 })).toFixed(6)),
        lng: Number((place.lng + f.number.float({ min: -0.08, max: 0.08 })).toFixed(6)),
        // Every dealer sells the volume series; the flagship store of a city also sells LC, LM and GX.
        series: flagship
          ? [...ALL_SERIES]
          : ALL_SERIES.filter((c) => ['es', 'ux', 'nx'].includes(c) || f.datatype.boolean(0.3)),
        staff,
        qrcode: dealerQrUrl(id),
      });
    }
  }
  return dealers;
}
