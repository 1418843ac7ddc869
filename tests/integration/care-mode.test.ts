/**
 * 关怀版 over HTTP: the switch link sets the cookie and returns to a same-site page only, and every
 * document (browser, mini-program) carries the mode from its first byte when the cookie says so.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CHROME_UA, MINI_PROGRAM_UA, useStack } from '../support/stack.ts';

const stack = useStack();

function cookieOf(res: request.Response, name: string): string | undefined {
  return [res.headers['set-cookie'] ?? []].flat().find((c) => String(c).startsWith(`${name}=`));
}

describe('the 关怀版 switch', () => {
  it('turns the mode on at the chosen size for a year and returns to the page it was asked from', async () => {
    const res = await request(stack.app).get('/care').query({ level: '2', back: '/news/1?from=x#top' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/news/1?from=x#top');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = cookieOf(res, 'care_mode');
    expect(cookie).toContain('care_mode=2;');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('turns the mode off by clearing the cookie', async () => {
    const res = await request(stack.app).get('/care').query({ level: '0', back: '/dealer' }).set('cookie', 'care_mode=1');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dealer');
    expect(cookieOf(res, 'care_mode')).toMatch(/^care_mode=;.*Expires=Thu, 01 Jan 1970/);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', ''])(
    'never leaves the site: back=%j returns home',
    async (back) => {
      const res = await request(stack.app).get('/care').query({ level: '1', back });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/');
    },
  );

  it('turns the large pointer on for a year in its own cookie, and off by clearing it', async () => {
    const on = await request(stack.app).get('/care').query({ pointer: '1', back: '/dealer' }).set('cookie', 'care_mode=2');
    expect(on.status).toBe(303);
    expect(on.headers.location).toBe('/dealer');
    const cookie = cookieOf(on, 'care_pointer');
    expect(cookie).toContain('care_pointer=1;');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    // The mode and its size stay as they were.
    expect(cookieOf(on, 'care_mode')).toBeUndefined();

    const off = await request(stack.app).get('/care').query({ pointer: '0', back: '/dealer' }).set('cookie', 'care_mode=2; care_pointer=1');
    expect(off.status).toBe(303);
    expect(cookieOf(off, 'care_pointer')).toMatch(/^care_pointer=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('refuses a pointer value it does not know with a message, and sets nothing', async () => {
    const res = await request(stack.app).get('/care').query({ pointer: 'big', back: '/' });
    expect(res.status).toBe(400);
    expect(res.text).toBe('关怀版设置无效，请返回页面后重试');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a level it does not know with a message, and sets nothing', async () => {
    const res = await request(stack.app).get('/care').query({ level: '7', back: '/' });
    expect(res.status).toBe(400);
    expect(res.text).toBe('关怀版设置无效，请返回页面后重试');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('documents in the mode', () => {
  it.each([
    ['a browser', CHROME_UA],
    ['the mini-program', MINI_PROGRAM_UA],
  ])('%s gets the mode from the first byte, with the way out and the size control', async (_name, ua) => {
    const res = await request(stack.app).get('/dealer').set('user-agent', ua).set('cookie', 'care_mode=3');
    expect(res.status).toBe(200);
    expect(res.text.startsWith('<!DOCTYPE html><html lang="zh-CN" data-care="3">')).toBe(true);
    expect(res.text).toContain(`href="/care?level=0&amp;back=%2Fdealer"`);
    expect(res.text).toContain('>退出关怀版</a>');
    expect(res.text).toMatch(/<a href="\/care\?level=3&amp;back=%2Fdealer" aria-current="true" aria-label="字号特大">特大<\/a>/);
  });

  it('renders the large pointer from the first byte when its cookie says so, with the switch to turn it off', async () => {
    const res = await request(stack.app).get('/dealer').set('user-agent', CHROME_UA).set('cookie', 'care_mode=1; care_pointer=1');
    expect(res.text.startsWith('<!DOCTYPE html><html lang="zh-CN" data-care="1" data-care-pointer="">')).toBe(true);
    expect(res.text).toContain(
      '<a href="/care?pointer=0&amp;back=%2Fdealer" class="care-pointer-switch" aria-current="true" aria-label="大鼠标，已开启">大鼠标</a>',
    );
  });

  it('offers the large pointer in the mode while it is off, and ignores its cookie outside the mode', async () => {
    const care = await request(stack.app).get('/dealer').set('user-agent', CHROME_UA).set('cookie', 'care_mode=1');
    expect(care.text.startsWith('<!DOCTYPE html><html lang="zh-CN" data-care="1">')).toBe(true);
    expect(care.text).toContain('<a href="/care?pointer=1&amp;back=%2Fdealer" class="care-pointer-switch" aria-label="大鼠标，未开启">大鼠标</a>');
    const plain = await request(stack.app).get('/dealer').set('user-agent', CHROME_UA).set('cookie', 'care_pointer=1');
    expect(plain.text.startsWith('<!DOCTYPE html><html lang="zh-CN">')).toBe(true);
    expect(plain.text).not.toContain('大鼠标');
  });

  it('offers 「关怀版」 in the header and the footer when the mode is off, returning to the same page', async () => {
    const res = await request(stack.app).get('/news/1').set('user-agent', CHROME_UA);
    expect(res.text.startsWith('<!DOCTYPE html><html lang="zh-CN">')).toBe(true);
    const entries = res.text.match(/<a href="\/care\?level=1&amp;back=%2Fnews%2F1"[^>]*>关怀版<\/a>/g) ?? [];
    // The header bar and the footer (the phone menu's is drawn when the menu opens: site-header.test.tsx).
    expect(entries).toHaveLength(2);
    expect(res.text).not.toContain('退出关怀版');
  });
});
