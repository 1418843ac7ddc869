import type { AdditionPath } from './api/endpoints.ts';

/** The only settings the browser sees: rendered into the document, read at hydration. */
export interface PublicConfig {
  /**
   * The site can sign this page for WeChat's JS-SDK (a ticket source is configured and the upstream has
   * not answered its ticket endpoint with 404). When false the browser asks for no config: the page
   * shares through its Open Graph data alone.
   */
  wechatShare: boolean;
  /** The site's own endpoints the upstream answered with 404 lately: their features are not offered. */
  upstreamLacks: AdditionPath[];
  publicOrigin: string;
  /** Origin of `/static/*` images; '' = same origin. */
  staticHost: string;
  miniProgramLoginPath: string;
  /** The mini-program page whose web-view opens a site URL (`?url=`): where a shared card leads. */
  miniProgramWebviewPath: string;
  brand: { name: string; nameEn: string; hotlineSales: string; hotlineService: string };
}
