/**
 * Per-route document metadata. A route's `handle.meta` builds title and description from its
 * loader data; the document head renders the deepest match's: title, description, canonical URL,
 * Open Graph tags and (optionally) one JSON-LD structured-data object.
 */
import type { UIMatch } from 'react-router';

/** A schema.org object (`@context`/`@type` included), serialised as JSON-LD into the head. */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface PageMeta {
  title: string;
  description: string;
  /** Query parameters that identify the page (e.g. `page`) and so belong in the canonical URL. */
  canonicalParams?: string[];
  /**
   * Path and query of the canonical URL when it differs from the request's (e.g. the dealer finder
   * resolved a default city): wins over `canonicalParams`. Must start with `/`.
   */
  canonicalPath?: string;
  noindex?: boolean;
  /** An error page: no canonical URL or og:url, which would echo whatever path was asked for. */
  isError?: boolean;
  /** Open Graph image: an absolute URL, or a static-host path (`/static/...`). */
  image?: string;
  /** Open Graph type; `website` unless given. */
  type?: 'website' | 'article' | 'product';
  /**
   * Structured data for the page (NewsArticle, Product ...), built when the head renders so that
   * URLs can be absolute (the public origin and static host come from config, not from loader data).
   */
  jsonLd?: (site: SiteInfo) => JsonLd;
}

/** What a `jsonLd` builder may use: absolute URLs for this page and for images, and the brand. */
export interface SiteInfo {
  origin: string;
  /** This page's canonical URL. */
  url: string;
  /** Absolute URL of a static-host image path (`/static/...`). */
  image(path: string): string;
  brand: { name: string; nameEn: string };
}

export interface RouteHandle {
  meta?: (args: { data: unknown; params: UIMatch['params'] }) => PageMeta;
}

/** Tracking parameters never appear in canonical URLs. */
export function canonicalUrl(origin: string, pathname: string, search: string, keep: string[] = []): string {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const name of keep) {
    const value = params.get(name);
    if (value) out.set(name, value);
  }
  const query = out.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

/** The page's canonical URL, from the public origin (never the Host header). */
export function pageCanonicalUrl(origin: string, meta: PageMeta, pathname: string, search: string): string {
  if (meta.canonicalPath?.startsWith('/') && !meta.canonicalPath.startsWith('//')) return `${origin}${meta.canonicalPath}`;
  return canonicalUrl(origin, pathname, search, meta.canonicalParams);
}

/** Open Graph wants absolute image URLs: static-host paths get the static host, or the public origin. */
export function absoluteImageUrl(origin: string, staticHost: string, image: string): string {
  if (/^https?:\/\//.test(image)) return image;
  return `${staticHost || origin}${image.startsWith('/') ? image : `/${image}`}`;
}

/** The brand as a schema.org Organization (rendered on the home page). */
export function organizationJsonLd(site: Pick<SiteInfo, 'origin' | 'brand'>, hotline: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: `${site.brand.name} ${site.brand.nameEn}`,
    alternateName: site.brand.nameEn,
    url: `${site.origin}/`,
    logo: `${site.origin}/favicon.svg`,
    contactPoint: [{ '@type': 'ContactPoint', telephone: hotline, contactType: 'customer service', areaServed: 'CN', availableLanguage: 'zh-CN' }],
  };
}
