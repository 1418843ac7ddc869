/**
 * Keeps WeChat's idea of the current page's share card in step with the page, after the first render
 * and after every client navigation: in WeChat's browser through the JS-SDK, inside the mini-program
 * by posting `{ title, path, imageUrl }` to the mini-program page (delivered when it shares), so its
 * share opens this page. Renders nothing; does nothing outside WeChat, and in WeChat's browser nothing
 * when the site says it cannot sign pages (`config.wechatShare`).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useApiClient } from '#client/lib/data/api-client-context.tsx';
import { useEnv } from '#client/lib/platform/edge.tsx';
import type { PageMeta } from '#client/lib/ssr/meta.ts';
import { isMiniProgramRuntime, postMessage } from '#client/lib/platform/mini-program-bridge.ts';
import { miniProgramPath, shareCard } from './share-card.ts';
import { lazyOnce } from '#client/lib/ui/lazy-once.ts';

// The JS-SDK signing and card code is for WeChat's browser only: loaded there, never with the page.
const wechatShare = lazyOnce(() => import('./wechat-share.ts'));

export function ShareSync({ meta, title }: { meta: PageMeta; title: string }) {
  const { edge, config } = useEnv();
  const { api } = useApiClient();
  const location = useLocation();
  const card = meta.noindex || meta.isError ? null : shareCard(meta, title, config, location);
  const key = card ? `${card.title}\n${card.desc}\n${card.url}\n${card.imgUrl}\n${location.key}` : null;

  useEffect(() => {
    if (!card || !edge.isWechat) return;
    if (edge.isMiniProgram || isMiniProgramRuntime()) {
      void postMessage({ title: card.title, path: miniProgramPath(config, card.url), imageUrl: card.imgUrl });
      return;
    }
    // The site cannot sign pages (no ticket source, or an upstream without one): Open Graph data alone.
    if (!config.wechatShare) return;
    // In call order (one module promise): the latest page's card is still the one that wins.
    wechatShare()
      .then(({ applyWechatShare }) => applyWechatShare(api, card))
      .catch(() => undefined); // no share card this time; the next page tries the download again
    // `key` stands for the card: a new page (or new data on the same page) sets it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, edge.isWechat, edge.isMiniProgram]);
  return null;
}
