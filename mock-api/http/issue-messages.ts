/**
 * The Chinese reason for each kind of zod issue, applied when a schema gives no message of its own
 * (`parseInput`). The reason never names the field: `refusalMessage` puts the field before it.
 *
 * Why not zod's own zh-CN locale (`z.locales.zhCN`): its texts name zod's types and origins in English
 * ("期望 string，实际接收 number", "期望 number >=1"), and installing it with `z.config` would change the
 * messages of every schema in the process, the site's configuration checks included.
 */
import type { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  int: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值（true 或 false）',
  object: '对象',
  array: '数组',
};

const SIZE_UNITS: Record<string, string> = { string: '个字符', array: '项', set: '项', file: '字节' };

function quote(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
}

function invalidType(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidType>): string {
  if (issue.input === undefined) return '为必填项';
  return `必须是${TYPE_NAMES[issue.expected] ?? '正确的类型'}`;
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const min = String(issue.minimum);
  const unit = SIZE_UNITS[issue.origin];
  if (unit === undefined) return issue.inclusive === false ? `必须大于 ${min}` : `不能小于 ${min}`;
  if (issue.origin === 'string' && Number(issue.minimum) === 1) return '不能为空';
  return `至少 ${min} ${unit}`;
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const max = String(issue.maximum);
  const unit = SIZE_UNITS[issue.origin];
  if (unit === undefined) return issue.inclusive === false ? `必须小于 ${max}` : `不能大于 ${max}`;
  return `最多 ${max} ${unit}`;
}

/** A zod error map: one Chinese reason per issue kind. */
export const zhIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return issue.format === 'email' ? '邮箱格式不正确' : '格式不正确';
    case 'not_multiple_of':
      return `必须是 ${String(issue.divisor)} 的倍数`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `只能是 ${quote(issue.values[0])}`
        : `只能是以下之一：${issue.values.map(quote).join('、')}`;
    case 'unrecognized_keys':
      return `不支持的字段：${issue.keys.join('、')}`;
    default:
      return '取值无效';
  }
};
