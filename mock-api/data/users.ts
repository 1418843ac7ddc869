/**
 * Seeded accounts with some history. User 1 (13800138000, `奥瑞麟车主`) is the account tests and local poking
 * use; the others have random phones.
 */
import type { Faker } from '@faker-js/faker';
import type { CollectionType } from '#shared/api/user-api';
import type {
  CollectionRecord,
  CustomizedRecord,
  DealerRecord,
  FollowRecord,
  MessageRecord,
  TestDriveRecord,
  UserRecord,
} from '../db.ts';
import type { NewsArticle } from '#shared/api/client-api';
import { avatarUrl } from './media.ts';
import { SHARE_CODE_ALPHABET, shareCodeFrom } from '#shared/domain/share-code';
import { buildCustomized, randomConfigInput } from './configurations.ts';
import { SERIES } from './series.ts';

export const SEEDED_USER_PHONE = '13800138000';

export interface UserData {
  users: UserRecord[];
  customized: CustomizedRecord[];
  collections: CollectionRecord[];
  follows: FollowRecord[];
  messages: MessageRecord[];
  testDrives: TestDriveRecord[];
}

const MESSAGE_TEMPLATES: readonly [string, string][] = [
  ['预约试驾确认', '您预约的试驾已由经销商确认，请按约定时间携带驾驶证到店。'],
  ['爱车保养提醒', '您的爱车即将到达保养里程，建议近期预约到店保养。'],
  ['活动报名成功', '您已成功报名车主活动，活动详情将通过短信另行通知。'],
  ['积分到账通知', '您的 500 积分已到账，可在积分商城兑换精品礼品。'],
  ['新车上市邀请', '诚邀您到店品鉴全新车型，到店试驾即赠精美礼品。'],
  ['服务满意度回访', '感谢您近期到店，欢迎对本次服务进行评价。'],
];

/** A valid share code (shared/domain/share-code.ts) drawn from the seed. */
export function shareCode(f: Faker): string {
  const drawn = f.string.fromCharacters(SHARE_CODE_ALPHABET, 8);
  return shareCodeFrom([...drawn.slice(0, 7)].map((c) => SHARE_CODE_ALPHABET.indexOf(c)));
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function generateUsers(
  f: Faker,
  dealers: readonly DealerRecord[],
  news: readonly NewsArticle[],
  nowMs: number,
): UserData {
  const out: UserData = { users: [], customized: [], collections: [], follows: [], messages: [], testDrives: [] };
  const phones = new Set<string>([SEEDED_USER_PHONE]);
  while (phones.size < 12)
    phones.add(`1${f.helpers.arrayElement(['35', '37', '39', '58', '59', '86', '88', '77'])}${f.string.numeric(8)}`);
  const day = 86_400_000;
  [...phones].forEach((phone, index) => {
    const userId = index + 1;
    const createdAt = nowMs - f.number.int({ min: 30, max: 500 }) * day;
    out.users.push({
      id: userId,
      phone,
      nickname: index === 0 ? '奥瑞麟车主' : `${f.person.lastName()}${f.helpers.arrayElement(['先生', '女士'])}`,
      avatar: avatarUrl(userId),
      email: index === 0 ? null : f.datatype.boolean(0.4) ? `user${userId}@example.com` : null,
      createdAt: iso(createdAt),
    });
    for (let i = 0, n = f.number.int({ min: 1, max: 3 }); i < n; i++) {
      const series = f.helpers.arrayElement(SERIES);
      const grade = f.helpers.arrayElement(series.grades);
      const built = buildCustomized(randomConfigInput(f, series.code, grade.id), {
        id: out.customized.length + 1,
        code: shareCode(f),
        createdAt: iso(createdAt + (i + 1) * day),
      });
      if (!built.ok) throw new Error(`seeded configuration is invalid: ${built.message}`);
      out.customized.push({ ...built.config, userId });
    }
    const types: CollectionType[] = ['news', 'series', 'dealer'];
    for (const type of types) {
      if (!f.datatype.boolean(0.7)) continue;
      const target =
        type === 'news'
          ? (() => {
              const a = f.helpers.arrayElement(news);
              return { targetId: String(a.id), title: a.title, img: a.cover };
            })()
          : type === 'series'
            ? (() => {
                const s = f.helpers.arrayElement(SERIES);
                return { targetId: s.code, title: `${s.name} ${s.slogan}`, img: '' };
              })()
            : (() => {
                const d = f.helpers.arrayElement(dealers);
                return { targetId: String(d.id), title: d.shortName, img: '' };
              })();
      out.collections.push({
        id: out.collections.length + 1,
        userId,
        type,
        ...target,
        createdAt: iso(createdAt + 2 * day),
      });
    }
    const followed = f.helpers.arrayElements(dealers, { min: 0, max: 2 });
    for (const dealer of followed) {
      out.follows.push({
        id: out.follows.length + 1,
        userId,
        dealerId: dealer.id,
        followedAt: iso(createdAt + 3 * day),
      });
    }
    const messages = f.helpers.arrayElements(MESSAGE_TEMPLATES, { min: 3, max: 6 });
    messages.forEach(([title, content], i) => {
      out.messages.push({
        id: out.messages.length + 1,
        userId,
        title,
        content,
        read: i >= 2,
        createdAt: iso(nowMs - (messages.length - i) * 5 * day),
      });
    });
    if (index === 0 || f.datatype.boolean(0.4)) {
      const dealer = f.helpers.arrayElement(dealers);
      const series = f.helpers.arrayElement(SERIES.filter((s) => dealer.series.includes(s.code)));
      const created = nowMs - f.number.int({ min: 10, max: 60 }) * day;
      const grade = series.grades[0] ?? null;
      out.testDrives.push({
        id: out.testDrives.length + 1,
        ASId: series.id,
        ASName: series.name,
        ACId: grade?.id ?? null,
        ACName: grade?.name ?? '',
        name: out.users[index]?.nickname ?? '',
        sex: '1',
        phone,
        seriesCode: series.code,
        dealerCode: dealer.dealerCode,
        dealerNo: dealer.dealerNo,
        provinceId: dealer.provinceId,
        cityId: dealer.cityId,
        dealerId: dealer.id,
        campaignCode: '000001',
        buyCarDate: '3',
        replyDateType: '1',
        clueType: '2',
        remark: '',
        sourceType: '2',
        s: 25,
        accept: true,
        userId,
        source: 'api',
        idempotencyKey: null,
        createdAt: iso(created),
        status: 'completed',
      });
    }
  });
  return out;
}
