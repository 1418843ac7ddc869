import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestEnv } from '../../../tests/support/test-env.tsx';
import { TestObserver } from '../../../tests/support/test-observer.ts';
import { LAZY_ROOT_MARGIN } from '#client/lib/platform/viewport.ts';
import { LazyImage } from './lazy-image.tsx';

describe('LazyImage', () => {
  beforeEach(() => {
    TestObserver.all = [];
    Object.assign(window, { IntersectionObserver: TestObserver });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('asks for the image only within 200 px of the viewport, its size set from the start', () => {
    render(
      <TestEnv>
        <LazyImage src="/static/a.jpg" srcSet="/static/a.jpg 1x" width={640} height={400} alt="前脸" />
      </TestEnv>,
    );
    const img = screen.getByRole('img', { name: '前脸' });
    expect(img.getAttribute('src')).toBeNull();
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('400');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(LAZY_ROOT_MARGIN).toBe('200px');
    const observer = TestObserver.all[0];
    expect(observer?.options.rootMargin).toBe('200px');
    act(() => observer?.enter());
    expect(screen.getByRole('img', { name: '前脸' }).getAttribute('src')).toBe('/static/a.jpg');
    expect(screen.getByRole('img', { name: '前脸' }).getAttribute('srcset')).toBe('/static/a.jpg 1x');
  });

  it('gives eager images the image at once', () => {
    render(
      <TestEnv>
        <LazyImage src="/static/c.jpg" width={10} height={10} alt="首图" eager />
      </TestEnv>,
    );
    expect(screen.getByRole('img', { name: '首图' }).getAttribute('src')).toBe('/static/c.jpg');
    expect(screen.getByRole('img', { name: '首图' }).getAttribute('loading')).toBeNull();
  });

  it('renders the same markup for crawlers and browsers (one cached page serves both), the image in <noscript>', () => {
    const html = (isBot: boolean) =>
      renderToString(
        <TestEnv edge={{ isBot }}>
          <LazyImage src="/static/b.jpg" width={10} height={10} alt="爬虫" />
        </TestEnv>,
      );
    expect(html(true)).toBe(html(false));
    expect(html(true)).toMatch(/<noscript><img src="\/static\/b.jpg"/);
  });

  it('in a box of its shape, the page carries only the <noscript> copy; the empty image comes with hydration, then the image when near', async () => {
    const image = (
      <TestEnv>
        <LazyImage src="/static/d.jpg" width={640} height={400} alt="侧身" boxed />
      </TestEnv>
    );
    const html = renderToString(image);
    expect(html).toMatch(/^<noscript><img src="\/static\/d.jpg" width="640" height="400" alt="侧身"/);
    expect(html.split('<img')).toHaveLength(2);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, image, { onRecoverableError });
      await Promise.resolve();
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    const img = screen.getByRole('img', { name: '侧身' });
    expect(img.getAttribute('src')).toBeNull();
    expect(img.getAttribute('width')).toBe('640');
    const observer = TestObserver.all.find((o) => o.targets.includes(img));
    expect(observer?.options.rootMargin).toBe(LAZY_ROOT_MARGIN);
    act(() => observer?.enter());
    expect(screen.getByRole('img', { name: '侧身' }).getAttribute('src')).toBe('/static/d.jpg');
    container.remove();
  });
});
