/**
 * What the home page shows below its key visuals (the first view; on phones the top of the ES banner
 * too): one chunk, not part of the page's initial JavaScript. The server renders these sections as
 * before; in the browser each hydrates in a Suspense boundary of its own once the chunk has arrived
 * (client/routes/home/route.tsx).
 */
export { AutoshowEntry } from '#client/components/autoshow-entry.tsx';
export { EsBanner } from './es-banner.tsx';
export { ModelLineup } from './model-lineup.tsx';
export { ServiceEntries } from './service-entries.tsx';
