/**
 * Browser side of the route actions (docs/decisions/0009): the form goes to the same URL on the server
 * as `application/x-www-form-urlencoded` with `Accept: application/json`, where the same action runs
 * and answers its data as JSON. What a no-JavaScript browser posts and what this posts are the same
 * body, so both take one path through the server (validation, rate limits, upstream calls).
 */
import type { ServerActionReply } from './app-context.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export async function submitToServer(url: string, form: FormData, signal: AbortSignal): Promise<ServerActionReply> {
  const body = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string') body.append(name, value);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
  } catch {
    return null;
  }
  const json: unknown = await response.json().catch(() => null);
  if (isRecord(json) && 'actionData' in json) return { status: response.status, actionData: json.actionData };
  const message =
    isRecord(json) && typeof json.message === 'string'
      ? json.message
      : isRecord(json) && typeof json.msg === 'string'
        ? json.msg
        : '提交失败，请稍后重试';
  return { status: response.status, message };
}
