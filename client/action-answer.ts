/**
 * What the server entry answers besides the page itself: the route errors it serializes into the
 * document and a forwarded form's JSON answer. Typed by shape, so this module stays free of server code.
 */
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { errorCopy } from './lib/ui/error-copy.ts';

/** The part of the server's logger these answers use (`RenderLogger`). */
interface AnswerLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The part of the response these answers write (`RenderTarget`). */
interface AnswerTarget {
  writeHead(statusCode: number, headers?: Record<string, string>): unknown;
  end(body?: string): unknown;
}

/**
 * Errors in the shape `createBrowserRouter` revives from `window.__staticRouterHydrationData`: a status
 * and the Chinese copy only. The router's own messages (`No route matches URL "…"`, `You made a POST
 * request to "…"`) echo the request and a thrown error's message is internal: both go to the log,
 * with the request id, never into the page.
 */
export function serializeErrors(
  errors: StaticHandlerContext['errors'],
  log: AnswerLog,
): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    if (!isRouteErrorResponse(error)) log.error({ err: error, routeId }, 'route failed');
    else if ('internal' in error && error.internal === true)
      log.warn({ routeId, status, detail: String(error.data) }, 'router refused the request');
    const message = errorCopy(status).heading;
    out[routeId] = { status, statusText: message, internal: false, data: message, __type: 'RouteErrorResponse' };
  }
  return out;
}

/**
 * A form an action forwarded from the browser (`submitToServer`): the action runs here, no loader
 * runs, and the answer is the action's data as JSON (the browser router revalidates by itself).
 */
export function wantsActionJson(request: Request): boolean {
  return request.method === 'POST' && (request.headers.get('accept') ?? '').includes('application/json');
}

export function sendActionJson(res: AnswerTarget, context: StaticHandlerContext, log: AnswerLog): void {
  const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
  const error = context.errors ? Object.values(context.errors)[0] : undefined;
  if (error !== undefined) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    if (status >= 500) log.error({ err: error }, 'action failed');
    else if (isRouteErrorResponse(error)) log.warn({ status, detail: String(error.data) }, 'action refused');
    res.writeHead(status, headers);
    res.end(JSON.stringify({ message: status === 405 ? '该页面不接受提交' : '提交失败，请稍后重试' }));
    return;
  }
  const actionData = context.actionData ? Object.values(context.actionData)[0] : null;
  const actionHeaders = Object.values(context.actionHeaders)[0];
  res.writeHead(context.statusCode, { ...(actionHeaders ? Object.fromEntries(actionHeaders) : {}), ...headers });
  res.end(JSON.stringify({ actionData: actionData ?? null }));
}
