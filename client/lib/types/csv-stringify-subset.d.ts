/**
 * The part of `csv-stringify/sync` the compare CSV uses, typed without Node: the package's own types
 * reference `@types/node` (its stream API), which would make `process`, `Buffer` and `require` typecheck
 * in browser code. The browser program maps `csv-stringify/sync` here (tsconfig.client.json `paths`);
 * runtime resolution is untouched (the sync build needs no Node API), and
 * tests/guards/csv-stringify-subset.ts fails the typecheck if the real package stops matching this subset
 * (docs/decisions/0013).
 */
export interface SubsetStringifyOptions {
  /** `windows` writes CRLF between records. */
  record_delimiter?: 'unix' | 'windows' | string;
}

export declare function stringify(input: string[][], options?: SubsetStringifyOptions): string;
