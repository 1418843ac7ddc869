/**
 * `GET /events/autoshow/calendar.ics?day=YYYY-MM-DD`: the visit to the auto-show stand as a calendar
 * event (the `ics` package), offered on the registration's confirmation and, once registration has
 * closed, on the page for the days still ahead. Only the show's own days are answered; the times are the
 * show's opening hours in Asia/Shanghai (UTC+8, no daylight saving), written in UTC so every calendar
 * places them right.
 */
import type { RequestHandler } from 'express';
import { createEvent, type DateArray } from 'ics';
import { AUTOSHOW, chinaTime } from '#shared/domain/autoshow';
import { paths } from '#shared/paths';
import type { Config } from '../config.ts';

function utc(day: string, time: string): DateArray {
  const at = new Date(chinaTime(day, time));
  return [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
}

export function autoshowEvent(day: string, publicOrigin: string): string {
  const { error, value } = createEvent({
    uid: `${AUTOSHOW.id}-${day}@${new URL(publicOrigin).host}`,
    productId: 'aurelion/autoshow',
    title: `奥瑞麟展台参观 · ${AUTOSHOW.name}`,
    description: `${AUTOSHOW.venue} ${AUTOSHOW.hall} ${AUTOSHOW.stand} 奥瑞麟展台。凭登记短信至展台服务台领取礼品。`,
    location: `${AUTOSHOW.venue}（${AUTOSHOW.address}）${AUTOSHOW.hall} ${AUTOSHOW.stand}`,
    url: `${publicOrigin}${paths.autoshow()}`,
    start: utc(day, AUTOSHOW.opens),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utc(day, AUTOSHOW.closes),
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) throw error ?? new Error('ics: no calendar');
  return value;
}

export function autoshowCalendarRoute(config: Pick<Config, 'publicOrigin'>): RequestHandler {
  return (req, res, next) => {
    if (req.path !== paths.autoshowCalendar() || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const day = typeof req.query.day === 'string' ? req.query.day : '';
    if (!AUTOSHOW.days.includes(day)) {
      return void res.status(404).set('Cache-Control', 'no-store').type('text').send('该日期不在展会期间');
    }
    res
      .status(200)
      .set({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="aurelion-autoshow-${day}.ics"`,
        'Cache-Control': 'public, max-age=3600',
      })
      .send(autoshowEvent(day, config.publicOrigin));
  };
}
