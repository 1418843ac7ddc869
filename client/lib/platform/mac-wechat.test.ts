import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { forceDocumentNavigation } from './mac-wechat.ts';

function fakeWindow() {
  return {
    location: { href: 'https://www.aurelion.example/models/es?x=1', assign: vi.fn(), replace: vi.fn() },
    history: { go: vi.fn() },
  };
}

describe('forceDocumentNavigation (Mac WeChat)', () => {
  it('turns every navigation into a full page load', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }]);
    const win = fakeWindow();
    forceDocumentNavigation(router, win as never);
    await router.navigate('/news/3');
    await router.navigate({ pathname: '/dealer', search: '?province=1' }, { replace: true });
    await router.navigate(-1);
    expect(win.location.assign).toHaveBeenCalledWith('https://www.aurelion.example/news/3');
    expect(win.location.replace).toHaveBeenCalledWith('https://www.aurelion.example/dealer?province=1');
    expect(win.history.go).toHaveBeenCalledWith(-1);
    // The router itself never moved.
    expect(router.state.location.pathname).toBe('/');
    router.dispose();
  });

  it('loads a GET form’s action with the form’s fields as its query, repeated names included', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }]);
    const win = fakeWindow();
    forceDocumentNavigation(router, win as never);
    const formData = new FormData();
    formData.append('series', 'es');
    formData.append('series', 'nx');
    formData.append('vin', 'LAUES1234R0000001');
    await router.navigate('/compare?old=1', { formMethod: 'get', formData });
    expect(win.location.assign).toHaveBeenCalledWith(
      'https://www.aurelion.example/compare?series=es&series=nx&vin=LAUES1234R0000001',
    );
    expect(router.state.location.pathname).toBe('/');
    router.dispose();
  });

  it('leaves any other submission to the router', async () => {
    const action = vi.fn(() => ({ ok: true }));
    const router = createMemoryRouter([{ path: '*', element: null, action }]);
    const win = fakeWindow();
    forceDocumentNavigation(router, win as never);
    const formData = new FormData();
    formData.append('intent', 'save');
    await router.navigate('/account', { formMethod: 'post', formData });
    expect(action).toHaveBeenCalledTimes(1);
    expect(win.location.assign).not.toHaveBeenCalled();
    router.dispose();
  });
});
