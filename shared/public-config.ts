/** The only settings the browser sees: rendered into the document, read at hydration. */
export interface PublicConfig {
  publicOrigin: string;
  /** Origin of `/static/*` images; '' = same origin. */
  staticHost: string;
  miniProgramLoginPath: string;
  brand: { name: string; nameEn: string; hotlineSales: string; hotlineService: string };
}
