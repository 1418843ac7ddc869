/** The only settings the browser sees: rendered into the document, read at hydration. */
export interface PublicConfig {
  publicOrigin: string;
  /** Origin of `/static/*` images; '' = same origin. */
  staticHost: string;
  miniProgramLoginPath: string;
  /** The mini-program page whose web-view opens a site URL (`?url=`): where a shared card leads. */
  miniProgramWebviewPath: string;
  brand: { name: string; nameEn: string; hotlineSales: string; hotlineService: string };
}
