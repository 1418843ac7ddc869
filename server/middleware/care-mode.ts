/**
 * `GET /care?level=0..3&back=/path`: switches 关怀版 (0: off; 1-3: on at 标准 / 大 / 特大) in its cookie and
 * returns to the page it was asked from. A plain link, so one click switches it with or without
 * JavaScript, and the page it returns to is rendered in the mode by the server from the first byte.
 * `GET /care?pointer=0|1&back=/path` switches the mode's large pointer the same way, in its own cookie.
 */
import type { RequestHandler } from 'express';
import {
  CARE_COOKIE,
  CARE_MAX_AGE,
  CARE_POINTER_COOKIE,
  parseCareLevel,
  parseCarePointer,
} from '#shared/domain/care-mode';
import { safePrev } from '#shared/domain/safe-prev';
import { siteLocation } from '#shared/domain/site-location';
import { CARE_SWITCH_PATH, paths } from '#shared/paths';
import type { Config } from '../config.ts';

export function careModeRoute(config: Pick<Config, 'publicOrigin'>): RequestHandler {
  return (req, res, next) => {
    if (req.path !== CARE_SWITCH_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const switchesPointer = req.query.pointer !== undefined;
    const value = switchesPointer ? parseCarePointer(req.query.pointer) : parseCareLevel(req.query.level);
    if (value === null) {
      return void res
        .status(400)
        .set('Cache-Control', 'no-store')
        .type('text')
        .send('关怀版设置无效，请返回页面后重试');
    }
    const name = switchesPointer ? CARE_POINTER_COOKIE : CARE_COOKIE;
    if (!value) res.clearCookie(name, { path: '/', sameSite: 'lax', secure: req.secure });
    else
      res.cookie(name, String(Number(value)), {
        maxAge: CARE_MAX_AGE * 1000,
        sameSite: 'lax',
        path: '/',
        secure: req.secure,
      });
    // Only a same-site path: anything else would make this link an open redirect.
    const back = safePrev(req.query.back, paths.home());
    res
      .status(303)
      .set({ Location: siteLocation(back, config.publicOrigin), 'Cache-Control': 'no-store' })
      .end();
  };
}
