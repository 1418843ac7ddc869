/**
 * Input schemas shared by the handlers. GET input comes from the query string (strings, coerced);
 * POST input is a JSON body (types are strict: `"2"` is not a number).
 */
import { z } from 'zod';
import type { SeriesCode } from '#shared/api/client-api';
import { refusalMessage } from '#shared/domain/lead-form';
import { MAX_PAGE, MAX_PAGE_SIZE } from '#shared/domain/paging';
import { zhIssueMessage } from './issue-messages.ts';
import { MAINLAND_MOBILE } from '#shared/domain/phone';

export const SERIES_CODES = ['es', 'ux', 'nx', 'lc', 'lm', 'gx'] as const satisfies readonly SeriesCode[];

export const phone = z.string().regex(MAINLAND_MOBILE, '手机号格式不正确');
export const smsCode = z.string().regex(/^\d{6}$/, '验证码为6位数字');
export const seriesCode = z.enum(SERIES_CODES, '车系不存在');

/**
 * A positive integer id in the query string: digits only, no sign or leading zero (`Number()` would also
 * take "0x10", "1e3", "016" or " 16"), at most 15 digits so it stays a safe integer.
 */
export const queryId = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, '必须是正整数')
  .transform(Number);
/** A positive integer id in a JSON body. */
export const bodyId = z.number('必须是数字').int('必须是整数').positive('必须是正整数');

/** An empty query value (`?page=`) reads as absent, so it takes the default, as the site reads `?page=`. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

// The paging fields carry no messages of their own: each failure (not a number, not an integer, under 1,
// over the maximum) gets its own reason from `zhIssueMessage`.
export function queryPaging(defaultSize: number) {
  return {
    page: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(MAX_PAGE).default(1)),
    pageSize: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize)),
  };
}

export function bodyPaging(defaultSize: number) {
  return {
    page: z.number().int().min(1).max(MAX_PAGE).default(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
  };
}

/** An empty POST body (unknown keys rejected). */
export const noBody = z.object({}).strict();
/** A GET without parameters (unknown query keys ignored). */
export const noQuery = z.object({});

/** The lead forms' name rule, shared with the site so the two never disagree. */
export { personName } from '#shared/domain/lead-validation';

/** `schema.safeParse` with the Chinese reasons of `zhIssueMessage` wherever the schema sets none. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(input, { error: zhIssueMessage });
}

/** A JSON body that parsed but is not an object (`"x"`, `1`, `[]`). */
export const NOT_AN_OBJECT = refusalMessage('', '请求体须为 JSON 对象');

/**
 * The issue a refusal reports, with its full path. A failed union says only that no shape matched; the
 * first issue of the branch that came closest (fewest issues) tells the caller what to fix.
 */
function reported(issue: z.core.$ZodIssue, outer: readonly PropertyKey[]): { issue: z.core.$ZodIssue; path: PropertyKey[] } {
  const path = [...outer, ...issue.path];
  if (issue.code !== 'invalid_union') return { issue, path };
  const closest = issue.errors.reduce<z.core.$ZodIssue[] | undefined>(
    (best, branch) => (best === undefined || branch.length < best.length ? branch : best),
    undefined,
  );
  const first = closest?.[0];
  return first ? reported(first, path) : { issue, path };
}

export function describeIssue(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return '参数错误';
  const { issue, path } = reported(first, []);
  if (path.length === 0 && issue.code === 'invalid_type' && issue.expected === 'object') return NOT_AN_OBJECT;
  return refusalMessage(path.map(String).join('.'), issue.message);
}
