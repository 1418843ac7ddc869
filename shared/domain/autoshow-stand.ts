/**
 * What every mention of the brand's auto-show stand shows (its show, place and public days), apart from
 * the rest of the show (autoshow.ts, which builds it from this): the entries on the home and news pages
 * need only these.
 */
export interface AutoShowStand {
  id: string;
  name: string;
  venue: string;
  hall: string;
  stand: string;
  /** Public days, `YYYY-MM-DD`, in order. */
  days: readonly string[];
}

export const AUTOSHOW_STAND: AutoShowStand = {
  id: 'shanghai-2027',
  name: '2027 上海国际汽车工业展览会',
  venue: '国家会展中心（上海）',
  hall: '5.1 号馆',
  stand: '5.1H-A01',
  days: [
    '2027-04-24',
    '2027-04-25',
    '2027-04-26',
    '2027-04-27',
    '2027-04-28',
    '2027-04-29',
    '2027-04-30',
    '2027-05-01',
  ],
};

/** `4月24日（周六）` */
export function formatShowDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  const week = '日一二三四五六'[date.getUTCDay()] ?? '';
  return `${m}月${d}日（周${week}）`;
}

/** `4月24日（周六） 至 5月1日（周六）`: the public days, first to last. */
export function showDatesText(show: Pick<AutoShowStand, 'days'>): string {
  return `${formatShowDay(show.days[0] ?? '')} 至 ${formatShowDay(show.days.at(-1) ?? '')}`;
}

