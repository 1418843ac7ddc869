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

/** A positive integer id in the query string. */
export const queryId = z.coerce.number('必须是数字').int('必须是整数').positive('必须是正整数');
/** A positive integer id in a JSON body. */
export const bodyId = z.number('必须是数字').int('必须是整数').positive('必须是正整数');

// The paging fields carry no messages of their own: each failure (not a number, not an integer, under 1,
// over the maximum) gets its own reason from `zhIssueMessage`.
export function queryPaging(defaultSize: number) {
  return {
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
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

export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '参数错误';
  return refusalMessage(issue.path.map(String).join('.'), issue.message);
}
