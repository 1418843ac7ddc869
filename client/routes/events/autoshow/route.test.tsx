import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readEnvelope, type ApiClient, type ApiResult } from '#shared/api/request';
import { AUTOSHOW } from '#shared/domain/autoshow';
import { describedBy, renderApp } from '../../../../tests/support/app-harness.tsx';
import { action, Component, loader } from './route.tsx';

/** The page at `/events/autoshow` with its loader and action, on a clock the test sets. */
function renderPage(clock: { now: number }, api?: ApiClient) {
  return renderApp({
    path: '/events/autoshow',
    now: () => clock.now,
    ...(api ? { api } : {}),
    children: [{ path: 'events/autoshow', loader, action, Component, HydrateFallback: () => <p>正在加载…</p> }],
  });
}

const BEFORE_THE_SHOW = Date.parse('2027-04-20T02:00:00Z');
/** 08:00 on the last day in Shanghai: registration closed the midnight before. */
const LAST_DAY_MORNING = Date.parse('2027-05-01T00:00:00Z');
const AFTER_THE_SHOW = Date.parse('2027-05-02T00:00:00Z');

async function submit() {
  await act(async () => {
    screen.getByRole('button', { name: '立即登记' }).click();
    await Promise.resolve();
  });
}

describe('auto-show registration form', () => {
  it('shows each error beside its field, marked invalid, and focuses the first', async () => {
    renderPage({ now: BEFORE_THE_SHOW });
    const name = await screen.findByLabelText('姓名');
    const phone = screen.getByLabelText('手机号码');
    fireEvent.change(name, { target: { value: '林' } });
    fireEvent.change(phone, { target: { value: '1380013800' } });
    await submit();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toContain('请输入您的姓名（至少 2 个字）');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(phone)).toContain('请输入正确的 11 位手机号码');
    expect(screen.getByText('请阅读并勾选同意隐私政策')).toBeTruthy();
    expect(document.activeElement).toBe(name);
  });

  it('a corrected field loses its error at once; the next invalid one takes focus', async () => {
    renderPage({ now: BEFORE_THE_SHOW });
    const name = await screen.findByLabelText('姓名');
    const phone = screen.getByLabelText('手机号码');
    fireEvent.change(phone, { target: { value: '123' } });
    await submit();
    fireEvent.change(name, { target: { value: '林晓' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await submit();
    expect(document.activeElement).toBe(phone);
  });

  it('with the upstream failing, keeps every value and says to try again', async () => {
    // What the site answers when the upstream fails (tests/integration/upstream-down-pages.test.ts).
    const failed = readEnvelope('/api/client/smsAutoshow', { code: 502, msg: '登记失败，请稍后再试', data: null }, 502);
    const posted: unknown[] = [];
    const respond = (path: string, body: unknown): Promise<ApiResult<unknown>> => {
      if (path !== '/api/client/smsAutoshow') return Promise.reject(new Error(`unexpected request ${path}`));
      posted.push(body);
      return Promise.resolve(failed);
    };
    const api = { get: respond, post: respond } as unknown as ApiClient;
    renderPage({ now: BEFORE_THE_SHOW }, api);
    const day = AUTOSHOW.days[2] ?? '';
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: '林晓' } });
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('计划到访日期'), { target: { value: day } });
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('登记失败，请稍后再试');
    expect(posted).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('姓名').value).toBe('林晓');
    expect(screen.getByLabelText<HTMLInputElement>('手机号码').value).toBe('13800138000');
    expect(screen.getByLabelText<HTMLSelectElement>('计划到访日期').value).toBe(day);
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(screen.getByRole('button', { name: '立即登记' })).toBeTruthy();
  });
});

describe('auto-show dates on the page', () => {
  it('says 报名已结束 after registration closes, without the form, and offers the remaining day as a calendar file', async () => {
    renderPage({ now: LAST_DAY_MORNING });
    expect(await screen.findByText('报名已结束')).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
    expect(screen.queryByLabelText('姓名')).toBeNull();
    const links = screen.getAllByRole('link', { name: /添加到日历/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/events/autoshow/calendar.ics?day=2027-05-01']);
  });

  it('offers no calendar file once the show has ended', async () => {
    renderPage({ now: AFTER_THE_SHOW });
    expect(await screen.findByText('报名已结束')).toBeTruthy();
    expect(screen.getByText(/本届展会已圆满落幕/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /添加到日历/ })).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });

  it('refuses a form opened before the close and sent after it, without calling the API, and closes the page', async () => {
    const clock = { now: BEFORE_THE_SHOW };
    renderPage(clock);
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: '林晓' } });
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13900000001' } });
    fireEvent.click(screen.getByRole('checkbox'));
    clock.now = LAST_DAY_MORNING;
    // The harness's API client fails the test on any request: the refusal comes before it.
    await submit();
    expect(await screen.findByText('报名已结束')).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
  });

  it("closes the page when the site refuses by its own clock, this browser's being behind", async () => {
    const posted: string[] = [];
    const site: ApiClient = {
      get: (path) => Promise.reject(new Error(`unexpected request ${path}`)),
      post: (path) => {
        posted.push(path);
        return Promise.resolve({ ok: false, code: 403, msg: '报名已结束', data: null, status: 403 }) as never;
      },
    };
    renderPage({ now: BEFORE_THE_SHOW }, site);
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: '林晓' } });
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13900000001' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(await screen.findByText('报名已结束')).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
    expect(posted).toEqual(['/api/client/smsAutoshow']);
  });

  it('offers every show day before the show', async () => {
    renderPage({ now: BEFORE_THE_SHOW });
    const select = await screen.findByLabelText('计划到访日期');
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual([...AUTOSHOW.days]);
  });
});
