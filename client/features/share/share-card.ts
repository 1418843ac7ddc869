/**
 * A page's share card: its Open Graph data (title, description, image), and the link a share opens,
 * which keeps the page but names where it was shared (`utm_source`), so the visit it brings is counted
 * under that channel. The same data feeds WeChat's JS-SDK, the mini-program's share message and the
 * poster.
 */
import { absoluteImageUrl, pageCanonicalUrl, type PageMeta } from '#client/lib/ssr/meta.ts';
import { DEFAULT_OG_IMAGE } from '#client/lib/ssr/seo-head.tsx';
import type { PublicConfig } from '#shared/public-config';

export interface ShareCard {
  title: string;
  desc: string;
  /** The page's canonical URL (no tracking parameters). */
  url: string;
  imgUrl: string;
}

export function shareCard(meta: PageMeta, title: string, config: PublicConfig, location: { pathname: string; search: string }): ShareCard {
  return {
    title,
    desc: meta.description,
    url: pageCanonicalUrl(config.publicOrigin, meta, location.pathname, location.search),
    imgUrl: absoluteImageUrl(config.publicOrigin, config.staticHost, meta.image ?? DEFAULT_OG_IMAGE),
  };
}

/** The URL with `utm_source` set (any earlier one replaced). */
export function withSource(url: string, source: string): string {
  const u = new URL(url);
  u.searchParams.set('utm_source', source);
  return u.toString();
}

/** What the mini-program's share opens: its web-view page with this page's URL. */
export function miniProgramPath(config: Pick<PublicConfig, 'miniProgramWebviewPath'>, url: string): string {
  return `${config.miniProgramWebviewPath}?url=${encodeURIComponent(withSource(url, 'miniprogram'))}`;
}
