/**
 * The OSS-style processing suffix: `?x-oss-process=image/resize,w_300,h_200/format,webp/quality,q_80`.
 * Operations in any order and any subset; each at most once. Anything else is a `ProcessError` (400).
 */

export type OutputFormat = 'webp' | 'png' | 'jpeg';

/** Aliyun OSS resize modes mapped onto sharp's `fit`: lfit (default) keeps the whole image inside w x h. */
export const RESIZE_MODES = {
  lfit: 'inside',
  mfit: 'outside',
  fill: 'cover',
  pad: 'contain',
  fixed: 'fill',
} as const;
export type ResizeMode = keyof typeof RESIZE_MODES;

export interface ResizeParams {
  width?: number;
  height?: number;
  mode: ResizeMode;
  /** OSS `limit_1` (the default): never enlarge beyond the source size. */
  limit: boolean;
}

export interface ProcessParams {
  resize?: ResizeParams;
  format?: OutputFormat;
  quality?: number;
}

export const MAX_DIMENSION = 4096;
export const DEFAULT_QUALITY = 82;

export class ProcessError extends Error {
  override readonly name = 'ProcessError';
}

const FORMATS: Readonly<Record<string, OutputFormat>> = { webp: 'webp', png: 'png', jpg: 'jpeg', jpeg: 'jpeg' };

function intIn(raw: string, label: string, min: number, max: number): number {
  if (!/^\d{1,5}$/.test(raw)) throw new ProcessError(`${label} must be an integer`);
  const value = Number(raw);
  if (value < min || value > max) throw new ProcessError(`${label} must be ${min}..${max}`);
  return value;
}

/** `name_value` pairs of one operation, each name once. */
function pairs(op: string, args: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const arg of args) {
    const match = /^([a-zA-Z]+)_(.+)$/.exec(arg);
    if (!match?.[1] || match[2] === undefined) throw new ProcessError(`malformed ${op} parameter "${arg}"`);
    if (map.has(match[1])) throw new ProcessError(`duplicate ${op} parameter "${match[1]}"`);
    map.set(match[1], match[2]);
  }
  return map;
}

function parseResize(args: string[]): ResizeParams {
  const params = pairs('resize', args);
  const resize: ResizeParams = { mode: 'lfit', limit: true };
  for (const [key, value] of params) {
    if (key === 'w') resize.width = intIn(value, 'resize width', 1, MAX_DIMENSION);
    else if (key === 'h') resize.height = intIn(value, 'resize height', 1, MAX_DIMENSION);
    else if (key === 'm') {
      if (!Object.hasOwn(RESIZE_MODES, value)) throw new ProcessError(`unknown resize mode "${value}"`);
      resize.mode = value as ResizeMode;
    } else if (key === 'limit') {
      if (value !== '0' && value !== '1') throw new ProcessError('resize limit must be 0 or 1');
      resize.limit = value === '1';
    } else throw new ProcessError(`unknown resize parameter "${key}"`);
  }
  if (resize.width === undefined && resize.height === undefined) throw new ProcessError('resize needs w or h');
  return resize;
}

function parseQuality(args: string[]): number {
  const params = pairs('quality', args);
  // OSS has relative `q_` and absolute `Q_`; generated sources have no quality of their own, so both are absolute.
  if (params.size !== 1) throw new ProcessError('quality takes exactly one of q_ or Q_');
  const [key, value] = [...params][0] ?? ['', ''];
  if (key !== 'q' && key !== 'Q') throw new ProcessError(`unknown quality parameter "${key}"`);
  return intIn(value, 'quality', 1, 100);
}

/** Parses the value of `x-oss-process` (already URL-decoded). */
export function parseProcess(value: string): ProcessParams {
  if (value.length > 256) throw new ProcessError('x-oss-process is too long');
  const [scope, ...ops] = value.split('/');
  if (scope !== 'image') throw new ProcessError('x-oss-process must start with "image/"');
  if (ops.length === 0) throw new ProcessError('x-oss-process names no operation');
  const params: ProcessParams = {};
  const seen = new Set<string>();
  for (const op of ops) {
    const [name = '', ...args] = op.split(',');
    if (seen.has(name)) throw new ProcessError(`duplicate operation "${name}"`);
    seen.add(name);
    if (name === 'resize') params.resize = parseResize(args);
    else if (name === 'format') {
      const format = args.length === 1 && args[0] !== undefined ? FORMATS[args[0].toLowerCase()] : undefined;
      if (!format) throw new ProcessError('format must be one of webp, png, jpg, jpeg');
      params.format = format;
    } else if (name === 'quality') params.quality = parseQuality(args);
    else throw new ProcessError(name === '' ? 'empty operation' : `unknown operation "${name}"`);
  }
  return params;
}

/**
 * Reads the suffix from a query string. No `x-oss-process` at all means "as is"; present but repeated or
 * empty is an error. Other parameters (cache busters) are ignored.
 */
export function processFromQuery(search: URLSearchParams): ProcessParams {
  const values = search.getAll('x-oss-process');
  if (values.length === 0) return {};
  if (values.length > 1) throw new ProcessError('x-oss-process given more than once');
  return parseProcess(values[0] ?? '');
}

/** Canonical text of the operations that change the output, for cache keys (order of the suffix ignored). */
export function normaliseProcess(params: ProcessParams, format: OutputFormat): string {
  const parts = [`f=${format}`];
  if (format !== 'png') parts.push(`q=${params.quality ?? DEFAULT_QUALITY}`);
  const r = params.resize;
  if (r) parts.push(`r=${r.width ?? ''}x${r.height ?? ''},${r.mode},${r.limit ? 1 : 0}`);
  return parts.join(';');
}

export const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};
