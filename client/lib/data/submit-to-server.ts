/**
 * Browser side of the route actions (docs/decisions/0009): the form goes to the same URL on the server
 * as `application/x-www-form-urlencoded` with `Accept: application/json`, where the same action runs
 * and answers its data as JSON. What a no-JavaScript browser posts and what this posts are the same
 * body, so both take one path through the server (validation, rate limits, upstream calls).
 */
/**
 * What the server answered to a forwarded form: the action's data (and its status), a plain error
 * message (a 4xx/5xx envelope), or null when the network failed.
 */
export type ServerActionReply = { status: number; actionData: unknown } | { status: number; message: string } | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export async function submitToServer(
  url: string,
  fields: Iterable<readonly [name: string, value: string]>,
  signal: AbortSignal,
): Promise<ServerActionReply> {
  const body = new URLSearchParams();
  for (const [name, value] of fields) body.append(name, value);
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
