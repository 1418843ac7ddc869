/**
 * The brand's auto-show stand: the one show the registration page is about (`/events/autoshow`).
 * Registrations are kept by the site, one per show and phone (server/dealer-services/routes.ts).
 * Its dates drive the page and the registration: `autoshowPhase` says, for a given instant, whether
 * registration is open, closed (the show still to come or running), or the show has ended. Every
 * date and time is China's (UTC+8, no daylight saving), whatever the server's or visitor's zone.
 */
import { AUTOSHOW_STAND, type AutoShowStand } from './autoshow-stand.ts';

export { formatShowDay, showDatesText, type AutoShowStand } from './autoshow-stand.ts';

export interface AutoShow extends AutoShowStand {
  address: string;
  /** Opening hours of each day, local time (Asia/Shanghai). */
  opens: string;
  closes: string;
  /**
   * Registrations are taken until the end of this day, `YYYY-MM-DD` (at the latest the last public
   * day): the stand's gifts are prepared from them, so they close before the show's last day.
   */
  registrationLastDay: string;
  highlights: readonly { title: string; text: string }[];
}

export const AUTOSHOW: AutoShow = {
  ...AUTOSHOW_STAND,
  address: '上海市青浦区崧泽大道 333 号',
  opens: '09:30',
  closes: '17:30',
  registrationLastDay: '2027-04-30',
  highlights: [
    { title: '全新 LC 旗舰轿跑首发', text: '首次公开亮相的 LC 旗舰轿跑，现场讲解设计与工艺细节。' },
    { title: 'LM 豪华行政座舱体验', text: '预约即可入座 LM 后排，体验静谧座舱与定制化配置。' },
    { title: '匠心工艺展区', text: '手工缝制内饰、原木饰板与涂装工艺的现场演示。' },
    { title: '到店礼遇', text: '登记后凭短信至展台服务台领取限量礼品一份（每人限一份）。' },
  ],
};

/** How long the site keeps a registration: until well after the show. */
export const AUTOSHOW_RECORD_TTL_MS = 120 * 24 * 60 * 60 * 1000;

/** `open`: registration taken; `closed`: 「报名已结束」, the show to come or running; `ended`: the show is over. */
export type AutoShowPhase = 'open' | 'closed' | 'ended';

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The instant (ms since the epoch) of a wall-clock time in China: `day` `YYYY-MM-DD`, `time` `HH:MM` (24:00 allowed). */
export function chinaTime(day: string, time = '00:00'): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const [h = 0, min = 0] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, h, min) - CHINA_OFFSET_MS;
}

/** When registration closes: the end of its last day. */
export function registrationClosesAt(show: AutoShow): number {
  return chinaTime(show.registrationLastDay, '24:00');
}

/** When the show ends: closing time of its last public day. */
export function showEndsAt(show: AutoShow): number {
  return chinaTime(show.days.at(-1) ?? show.registrationLastDay, show.closes);
}

export function autoshowPhase(show: AutoShow, now: number): AutoShowPhase {
  if (now >= showEndsAt(show)) return 'ended';
  return now >= registrationClosesAt(show) ? 'closed' : 'open';
}

/** The public days still to come or under way at `now` (a day counts until its closing time). */
export function daysAhead(show: AutoShow, now: number): string[] {
  return show.days.filter((day) => chinaTime(day, show.closes) > now);
}

/** What a registration posted after it closed is told, on the page and by the site's endpoint. */
export const AUTOSHOW_CLOSED_MESSAGE = '报名已结束';
