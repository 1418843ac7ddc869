import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '#shared/api/request';
import { ApiClientProvider } from '#client/lib/data/api-client-context.tsx';
import { EnvProvider } from '#client/lib/platform/edge.tsx';
import { testEdge, testPublicConfig } from '../../../tests/support/test-env.tsx';
import { ShareSync } from './share-sync.tsx';
import { applyWechatShare } from './wechat-share.ts';

vi.mock('./wechat-share.ts', () => ({ applyWechatShare: vi.fn(() => Promise.resolve(true)) }));

const api = { get: vi.fn(), post: vi.fn() } as unknown as ApiClient;

function renderShareSync(title: string, wechatShare: boolean) {
  const router = createMemoryRouter(
    [{ path: '/', element: <ShareSync meta={{ title, description: `${title}的介绍` }} title={title} /> }],
    { initialEntries: ['/'] },
  );
  return render(
    <EnvProvider value={{ edge: { ...testEdge, isWechat: true }, config: { ...testPublicConfig, wechatShare } }}>
      <ApiClientProvider app={{ api, queryClient: () => Promise.reject(new Error('not used')) }}>
        <RouterProvider router={router} />
      </ApiClientProvider>
    </EnvProvider>,
  );
}

afterEach(() => vi.mocked(applyWechatShare).mockClear());

describe("the share card in WeChat's browser", () => {
  it('asks for no JS-SDK config when the site cannot sign pages, and for one when it can', async () => {
    renderShareSync('不能签名的页面', false);
    renderShareSync('能签名的页面', true);
    // Both would go through one module promise in render order: had the first asked, it would come first.
    await waitFor(() => expect(applyWechatShare).toHaveBeenCalled());
    expect(vi.mocked(applyWechatShare).mock.calls.map(([, card]) => card.title)).toEqual(['能签名的页面']);
  });
});
