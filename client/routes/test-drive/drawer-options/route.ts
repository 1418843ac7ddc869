/**
 * `/test-drive/drawer-options?model=`, a route with no page: what the model pages' test-drive drawer
 * needs (models, regions, the visitor's place and its dealers), loaded by its fetcher when it opens.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { getApp } from '#client/lib/data/app-context.ts';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { refusePageRequest } from '#client/lib/data/resource-route.ts';

export { NoPage as Component } from '#client/lib/data/resource-route.ts';
import { loadLeadOptions, type LeadFormOptions } from '#client/features/test-drive/lead-options.ts';

export async function loader({ context, request }: LoaderFunctionArgs): Promise<{ options: LeadFormOptions | null }> {
  refusePageRequest(request);
  const model = new URL(request.url).searchParams.get('model');
  return { options: await loadLeadOptions(cachedApi(context), 'drawer', { model, gaps: getApp(context).upstreamGaps }) };
}

/** Catalogue data: no form posted anywhere changes it, so a fetcher holding it keeps it. */
export function shouldRevalidate(): boolean {
  return false;
}
