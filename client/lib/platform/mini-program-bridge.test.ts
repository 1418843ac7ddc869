import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateTo, postMessage } from './mini-program-bridge.ts';

afterEach(() => {
  delete window.wx;
  vi.restoreAllMocks();
});

describe('mini-program bridge', () => {
  it('calls wx.miniProgram when it exists (tests put a recorder there)', async () => {
    const calls: unknown[] = [];
    window.wx = {
      miniProgram: {
        navigateTo: (o) => calls.push(['navigateTo', o]),
        postMessage: (o) => calls.push(['postMessage', o]),
      },
    };
    expect(await navigateTo('/pages/login/index')).toBe(true);
    expect(await postMessage('LOGIN_INVALID')).toBe(true);
    expect(calls).toEqual([
      ['navigateTo', { url: '/pages/login/index' }],
      ['postMessage', { data: 'LOGIN_INVALID' }],
    ]);
  });

  it('does nothing and loads no script outside the mini-program', async () => {
    const append = vi.spyOn(document.head, 'appendChild');
    expect(await navigateTo('/pages/login/index')).toBe(false);
    expect(append).not.toHaveBeenCalled();
  });
});
