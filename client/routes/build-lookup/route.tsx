/**
 * `/c?code=…`: where the share-code field sends what was typed. A code that reads as a share code goes to
 * its build page; anything else is the 404 page with the field again.
 */
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { normalizeShareCode } from '#shared/domain/share-code';
import { paths } from '#client/lib/ui/paths.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { ShareCodeNotFound } from '#client/features/configurator/share-code-form.tsx';

export function loader({ request }: LoaderFunctionArgs): never {
  const typed = new URL(request.url).searchParams.get('code') ?? '';
  const code = normalizeShareCode(typed.slice(0, 40));
  if (code) throw redirect(paths.buildShare(code));
  throw data({ typed: typed.slice(0, 40) }, { status: 404 });
}

export const handle: RouteHandle = {
  meta: () => ({ title: '未找到该配置', description: '请检查分享码后重试。', noindex: true, isError: true }),
};

export function Component() {
  return null;
}

export const ErrorBoundary = ShareCodeNotFound;
