/** The site's path table lives in shared/paths.ts (the server builds the sitemap from it too). */
export { paths } from '#shared/paths';
