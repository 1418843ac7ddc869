/**
 * What the home page shows below its first view (the key visuals, and on phones the ES banner under
 * them): one chunk, loaded right after hydration instead of with the page. The server renders these
 * sections as before; in the browser each sits in a Suspense boundary of its own (client/routes/home/route.tsx).
 */
export { AutoshowEntry } from '#client/components/autoshow-entry.tsx';
export { ModelLineup } from './model-lineup.tsx';
export { NewsTeasers } from './news-teasers.tsx';
export { ServiceEntries } from './service-entries.tsx';
