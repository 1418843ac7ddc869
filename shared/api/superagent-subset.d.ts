/**
 * The part of superagent that `request.ts` uses, typed for both runtimes. Browser and shared programs
 * map `superagent` here (tsconfig `paths`) because `@types/superagent` types the Node build: it
 * references `@types/node`, which would make `process`, `Buffer` and `require` typecheck in browser
 * code. Runtime resolution is untouched (Vite and Node load the real package); the server program keeps
 * the real types, and tests/guards/superagent-subset.ts fails the typecheck if the real API stops
 * matching this subset. docs/decisions/0013.
 */
export interface SubsetResponse {
  status: number;
  body: unknown;
}

export interface SubsetRequest extends PromiseLike<SubsetResponse> {
  set(fields: Record<string, string>): this;
  set(field: string, value: string): this;
  timeout(ms: number | { response?: number; deadline?: number }): this;
  ok(callback: (res: SubsetResponse) => boolean): this;
  query(query: Record<string, string | number | boolean>): this;
  retry(count?: number, callback?: (err: unknown, res: SubsetResponse) => boolean | void): this;
  type(type: string): this;
  send(data?: string | object): this;
  abort(): this;
}

export interface SubsetAgent {
  get(url: string): SubsetRequest;
  post(url: string): SubsetRequest;
}

declare const superagent: SubsetAgent;
export default superagent;
