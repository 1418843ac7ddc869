/**
 * The web-platform globals that shared code may use: each exists in Node 20 and in every browser the
 * site supports, with at least the members declared here. Only the shared program (tsconfig.shared.json,
 * no DOM lib, no Node types) sees this file; the browser and Node programs check the same modules
 * against their real lib. A global missing here is one shared code cannot rely on (docs/decisions/0013).
 */

interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}
declare const AbortSignal: { prototype: AbortSignal };

interface DOMException extends Error {
  readonly name: string;
}
declare const DOMException: { prototype: DOMException; new (message?: string, name?: string): DOMException };

interface URL {
  readonly hash: string;
  readonly href: string;
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
}
declare const URL: { prototype: URL; new (url: string, base?: string): URL };

interface URLSearchParams {
  append(name: string, value: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  toString(): string;
}
declare const URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string | Record<string, string> | Array<[string, string]>): URLSearchParams;
};
