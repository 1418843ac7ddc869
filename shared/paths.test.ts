import { describe, expect, it } from 'vitest';
import { isAccountArea, isLoginPage, isNotFoundPage, loginPath, paths } from './paths.ts';

describe('path table', () => {
  it('builds the login URL with its options in a fixed order, encoded', () => {
    expect(loginPath()).toBe('/account/login');
    expect(loginPath({ type: 3, prev: '/news?page=2' })).toBe('/account/login?type=3&prev=%2Fnews%3Fpage%3D2');
    expect(loginPath({ modelType: 'nx', type: 2 })).toBe('/account/login?modelType=nx&type=2');
    expect(loginPath({ needBack: true })).toBe('/account/login?needBack=1');
    expect(paths.accountLogin({ type: 1 })).toBe('/account/login?type=1');
  });

  it('drops the page parameter of the first news page', () => {
    expect(paths.news()).toBe('/news');
    expect(paths.news(1)).toBe('/news');
    expect(paths.news(3)).toBe('/news?page=3');
  });

  it('tells the account area, the login page and the 404 page apart from look-alikes', () => {
    expect(isAccountArea('/account')).toBe(true);
    expect(isAccountArea('/account/cars')).toBe(true);
    expect(isAccountArea('/accounts')).toBe(false);
    expect(isLoginPage('/account/login')).toBe(true);
    expect(isLoginPage('/account/login/x')).toBe(false);
    expect(isNotFoundPage('/404')).toBe(true);
    expect(isNotFoundPage('/4040')).toBe(false);
  });
});
