import { describe, expect, it } from 'vitest';
import {
  AUTOSHOW,
  autoshowPhase,
  chinaTime,
  daysAhead,
  registrationClosesAt,
  showDatesText,
  showEndsAt,
  type AutoShow,
} from './autoshow.ts';

const show: AutoShow = {
  ...AUTOSHOW,
  days: ['2027-04-24', '2027-04-25', '2027-04-26'],
  registrationLastDay: '2027-04-25',
  opens: '09:30',
  closes: '17:30',
};

describe('auto-show dates', () => {
  it('reads a day and time in China, whatever the zone of the machine', () => {
    expect(new Date(chinaTime('2027-04-24', '09:30')).toISOString()).toBe('2027-04-24T01:30:00.000Z');
    expect(new Date(chinaTime('2027-04-24')).toISOString()).toBe('2027-04-23T16:00:00.000Z');
    expect(new Date(chinaTime('2027-04-30', '24:00')).toISOString()).toBe('2027-04-30T16:00:00.000Z');
  });

  it('keeps registration open to the last millisecond of its last day in China, then closes it', () => {
    const closes = Date.parse('2027-04-25T16:00:00Z');
    expect(registrationClosesAt(show)).toBe(closes);
    expect(autoshowPhase(show, Date.parse('2027-03-01T00:00:00Z'))).toBe('open');
    expect(autoshowPhase(show, closes - 1)).toBe('open');
    expect(autoshowPhase(show, closes)).toBe('closed');
  });

  it('ends the show at the closing time of its last day in China', () => {
    const ends = Date.parse('2027-04-26T09:30:00Z');
    expect(showEndsAt(show)).toBe(ends);
    expect(autoshowPhase(show, ends - 1)).toBe('closed');
    expect(autoshowPhase(show, ends)).toBe('ended');
    expect(autoshowPhase(show, Date.parse('2028-01-01T00:00:00Z'))).toBe('ended');
  });

  it('counts a day as ahead until its closing time', () => {
    expect(daysAhead(show, Date.parse('2027-04-01T00:00:00Z'))).toEqual(show.days);
    expect(daysAhead(show, Date.parse('2027-04-24T09:29:59Z'))).toEqual(show.days);
    expect(daysAhead(show, Date.parse('2027-04-24T09:30:00Z'))).toEqual(['2027-04-25', '2027-04-26']);
    expect(daysAhead(show, showEndsAt(show))).toEqual([]);
  });

  it("writes the show's dates from its first to its last day", () => {
    expect(showDatesText(show)).toBe('4月24日（周六） 至 4月26日（周一）');
  });

  it('has public days in order and a registration that closes before the show ends', () => {
    expect([...AUTOSHOW.days].sort()).toEqual([...AUTOSHOW.days]);
    expect(new Set(AUTOSHOW.days).size).toBe(AUTOSHOW.days.length);
    for (const day of [...AUTOSHOW.days, AUTOSHOW.registrationLastDay]) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(registrationClosesAt(AUTOSHOW)).toBeLessThan(showEndsAt(AUTOSHOW));
    expect(AUTOSHOW.opens < AUTOSHOW.closes).toBe(true);
  });
});
