/**
 * The SEO part of the document head: canonical URL, Open Graph tags and JSON-LD structured data.
 * Every URL is built from the configured public origin, never from the Host header; tracking
 * parameters (`utm_*`, `from`) never reach the canonical or og:url.
 */
import { useCspNonce } from './deferred.tsx';
import { useEnv } from '../platform/edge.tsx';
import { absoluteImageUrl, organizationJsonLd, pageCanonicalUrl, type JsonLd, type PageMeta, type SiteInfo } from './meta.ts';
import { scriptSafeJson } from './serialize.ts';

/** Shown when a page names no image of its own: the first key visual. */
export const DEFAULT_OG_IMAGE = '/static/kv/1.jpg';

export function SeoHead({ meta, title, pathname, search }: { meta: PageMeta; title: string; pathname: string; search: string }) {
  const { config } = useEnv();
  const nonce = useCspNonce();
  const url = pageCanonicalUrl(config.publicOrigin, meta, pathname, search);
  const image = absoluteImageUrl(config.publicOrigin, config.staticHost, meta.image ?? DEFAULT_OG_IMAGE);
  const site: SiteInfo = {
    origin: config.publicOrigin,
    url,
    image: (path) => absoluteImageUrl(config.publicOrigin, config.staticHost, path),
    brand: { name: config.brand.name, nameEn: config.brand.nameEn },
  };
  // The brand's Organization belongs to the home page; any page may add its own object.
  const structured: JsonLd[] = [];
  if (pathname === '/' && !meta.noindex) structured.push(organizationJsonLd(site, config.brand.hotlineService));
  if (meta.jsonLd && !meta.noindex) structured.push(meta.jsonLd(site));
  return (
    <>
      {meta.isError ? null : <link rel="canonical" href={url} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      {meta.isError ? null : <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:type" content={meta.type ?? 'website'} />
      <meta property="og:locale" content="zh_CN" />
      <meta property="og:site_name" content={`${config.brand.name} ${config.brand.nameEn}`} />
      {structured.map((object) => (
        <script
          key={object['@type']}
          type="application/ld+json"
          // Browsers hide nonces from the DOM: the client renders '' (decision 0002).
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(object) }}
        />
      ))}
    </>
  );
}
