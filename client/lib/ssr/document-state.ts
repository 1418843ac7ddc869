/**
 * What the server writes into the document once, for the browser to read at hydration.
 * One script (nonce'd by React) sets these globals before the entry module runs. The page's
 * stylesheets and module preloads are not in it: the browser reads them from the head's links
 * (`pageAssetsFromHead`, ./assets.tsx).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Env } from '../platform/edge.tsx';
import { jsonInScriptLiteral } from './serialize.ts';

export interface DocumentState {
  env: Env;
  /**
   * The reads the server's loaders made for this page (its per-request data cache), dehydrated. In the
   * page without their `queryHash`, which is their `queryKey` hashed: the browser derives it
   * (`freshFromServer`, client/lib/data/query-client.ts).
   */
  queries?: DehydratedState;
}

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
    __DOCUMENT_STATE__?: DocumentState;
  }
}

/** What React Router's browser router revives: loader data per route id, action data, errors. */
export interface RouterHydration {
  loaderData: Record<string, unknown>;
  actionData: unknown;
  errors: unknown;
}

/**
 * In the router's part, a value that is also (part of) a dehydrated read's data: its place in
 * `queries.queries`, `[index, ...keys]` from the read's `state.data`. The script puts the read's very
 * object back there, so the page carries each answer once, not once per copy.
 */
const READ_REF = '__read';

type RefPath = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The objects of the reads' data down to `depth` plain-object levels, with their place: loaders hand
 * on an answer's `data` or one of its fields, never something deeper. Arrays are kept whole.
 */
function indexReads(queries: DehydratedState['queries'], depth: number): Map<object, RefPath> {
  const index = new Map<object, RefPath>();
  const add = (value: unknown, path: RefPath, left: number) => {
    if (typeof value !== 'object' || value === null || index.has(value)) return;
    index.set(value, path);
    if (left > 0 && isRecord(value)) for (const key of Object.keys(value)) add(value[key], [...path, key], left - 1);
  };
  queries.forEach((query, i) => add(query.state.data, [i], depth));
  return index;
}

/** `data` with each value found in `index` (down to `depth` levels) replaced by its reference; a copy, never an edit. */
function withRefs(data: unknown, index: Map<object, RefPath>, depth: number): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const ref = index.get(data);
  if (ref) return { [READ_REF]: ref };
  if (depth === 0 || !isRecord(data)) return data;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(data)) {
    const value = data[key];
    const replaced = withRefs(value, index, depth - 1);
    if (replaced !== value) (copy ??= { ...data })[key] = replaced;
  }
  return copy ?? data;
}

/** Levels searched on both sides: an answer, its `data`, a field of it (`model.data.series`). */
const REF_DEPTH = 3;

/**
 * In the reads' data, an array of one string over and over (a spec table row that is the same in
 * every grade, ~30 of a model's ~50 rows) is written as its length and the string; the state's parse
 * makes the array again. Only where that is shorter.
 */
const REPEATED = '__rep';

function packRepeats(_key: string, value: unknown): unknown {
  if (!Array.isArray(value) || value.length < 3) return value;
  const [first] = value as unknown[];
  if (typeof first !== 'string' || !value.every((v) => v === first)) return value;
  // `["s","s",…]` against `{"__rep":[n,"s"]}`.
  const saved = (value.length - 1) * (first.length + 3) - REPEATED.length - 8 - String(value.length).length;
  return saved > 0 ? { [REPEATED]: [value.length, first] } : value;
}

/** A read's data as the body of a string literal, and whether an array in it was packed. */
interface EncodedData {
  text: string;
  packed: boolean;
}

function stringifyData(data: unknown): EncodedData {
  let packed = false;
  const json = JSON.stringify(data, (key: string, value: unknown) => {
    const written = packRepeats(key, value);
    if (written !== value) packed = true;
    return written;
  });
  return { text: jsonInScriptLiteral(json), packed };
}

/** Reviver of the state's parse: the repeated strings' arrays back. */
const UNPACK_REPEATS = `function(k,v){return v&&v.${REPEATED}?Array(v.${REPEATED}[0]).fill(v.${REPEATED}[1]):v}`;

/**
 * Encoded read data by object. A frozen answer is the catalogue cache's shared copy, frozen to the
 * last leaf and never changed (server/upstream/catalogue-cache.ts): every page that shows it encodes
 * it once per process instead of once per request.
 */
const frozenEncodings = new WeakMap<object, EncodedData>();

function encodedData(data: unknown): EncodedData {
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return stringifyData(data);
  let encoded = frozenEncodings.get(data);
  if (encoded === undefined) {
    encoded = stringifyData(data);
    frozenEncodings.set(data, encoded);
  }
  return encoded;
}

type Read = DehydratedState['queries'][number];

/** Where the encoded state keeps what every read shares; the script puts it back into each read. */
const SHARED = '__shared';

interface SharedFields {
  read: Record<string, unknown>;
  state: Record<string, unknown>;
}

/** Equal as JSON: the same primitive, or objects that stringify alike. */
const sameJson = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

/** The fields of `objects` (but `skip`) that all of them have, with the same value. */
function commonFields(objects: readonly object[], skip: readonly string[]): Record<string, unknown> {
  const [first, ...others] = objects;
  const common: Record<string, unknown> = {};
  if (!first) return common;
  for (const [key, value] of Object.entries(first)) {
    if (skip.includes(key)) continue;
    if (others.every((o) => Object.hasOwn(o, key) && sameJson(Reflect.get(o, key), value))) common[key] = value;
  }
  return common;
}

/**
 * What every read of the page shares: the time it was dehydrated, and the counts, nulls and status a
 * successful read leaves in its state (~280 bytes a read), written once instead of once per read.
 */
function sharedFields(reads: readonly Read[]): SharedFields | null {
  if (reads.length < 2) return null;
  return {
    read: commonFields(reads, ['queryKey', 'queryHash', 'state']),
    state: commonFields(
      reads.map((r) => r.state),
      ['data'],
    ),
  };
}

/** The fields of `object` but those in `shared` and `skip`, in their order. */
function own(object: object, shared: Record<string, unknown> | undefined, skip: readonly string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) if (!skip.includes(key) && !(shared && key in shared)) fields[key] = value;
  return fields;
}

/**
 * Appends the document state as the body of a string literal to `out`: the JSON of `state` with each
 * read's data spliced in from `encodedData` and the fields all reads share under `queries.__shared`.
 * Answers whether a read's data has a packed array, which comes with its encoding: searching the text
 * would need it in one piece first.
 */
function appendEncodedState(out: string[], state: DocumentState, shared: SharedFields | null): boolean {
  const { queries: dehydrated, ...others } = state;
  if (!dehydrated) {
    out.push(jsonInScriptLiteral(JSON.stringify(state)));
    return false;
  }
  const { queries: reads, ...dehydratedRest } = dehydrated;
  // Built so the reads' array is the last thing before the closing `]}}`, each read's data its last `null}}`.
  const head = JSON.stringify({
    ...others,
    queries: { ...dehydratedRest, [SHARED]: shared ?? undefined, queries: [] },
  });
  out.push(jsonInScriptLiteral(head.slice(0, -']}}'.length)));
  let packed = false;
  reads.forEach((read, i) => {
    if (i > 0) out.push(',');
    // The browser derives `queryHash` again from `queryKey`. The state goes last, its data last in it.
    const fields = own(read, shared?.read, ['queryHash', 'state']);
    const readState = own(read.state, shared?.state, ['data']);
    fields.state = readState;
    const data: unknown = read.state.data;
    if (data === undefined) {
      out.push(jsonInScriptLiteral(JSON.stringify(fields)));
      return;
    }
    // The shell ends in `null}}`, where the encoded data goes.
    readState.data = null;
    const encoded = encodedData(data);
    packed ||= encoded.packed;
    out.push(jsonInScriptLiteral(JSON.stringify(fields).slice(0, -'null}}'.length)), encoded.text, '}}');
  });
  out.push(']}}');
  return packed;
}

/** Script: each read gets back the fields it shares with the others. */
const RESTORE_SHARED =
  `var q=s.queries,c=q.${SHARED};delete q.${SHARED};` +
  'q.queries.forEach(function(r){for(var k in c.read)r[k]=c.read[k];r.state=Object.assign({},c.state,r.state)});';

/**
 * Script content: JSON parsed by `JSON.parse` (faster than a JS literal, and never executed as code).
 * The document state comes first; the router's loader data then takes the reads' objects from it.
 */
export function documentStateScript(hydration: RouterHydration, state: DocumentState): string {
  const index = indexReads(state.queries?.queries ?? [], REF_DEPTH);
  const loaderData: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(hydration.loaderData))
    loaderData[routeId] = withRefs(data, index, REF_DEPTH);
  const revive =
    index.size === 0
      ? ''
      : `,function(k,v){if(v&&v.${READ_REF}){var p=v.${READ_REF},r=s.queries.queries[p[0]].state.data;for(var i=1;i<p.length;i++)r=r[p[i]];return r}return v}`;
  const router = jsonInScriptLiteral(JSON.stringify({ ...hydration, loaderData }));
  const shared = sharedFields(state.queries?.queries ?? []);
  // One string made once from its pieces: React escapes the script by a search of the whole text, which
  // would first copy a text made of pieces into one string, and the response writes it as one.
  const out = ['(function(){var s=window.__DOCUMENT_STATE__=JSON.parse(\''];
  const packed = appendEncodedState(out, state, shared);
  out.push(
    packed ? `',${UNPACK_REPEATS});` : "');",
    shared ? RESTORE_SHARED : '',
    "window.__staticRouterHydrationData=JSON.parse('",
    router,
    `'${revive})})();`,
  );
  return out.join('');
}
