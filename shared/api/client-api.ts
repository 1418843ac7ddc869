/**
 * Contract of the client API (`/api/client/*`): catalogue, news, dealers, leads, finance, used cars and
 * owner services. Shapes are shared by the mock backend, the server-side loaders and the browser. Each
 * area is declared in its own module under shared/api/client/; this is the one entry callers import.
 */
export type * from './client/catalogue.ts';
export type * from './client/content.ts';
export type * from './client/dealers.ts';
export type * from './client/finance.ts';
export type * from './client/leads.ts';
export type * from './client/services.ts';
export type * from './client/used-cars.ts';
