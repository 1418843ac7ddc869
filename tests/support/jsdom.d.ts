/**
 * jsdom ships no types and @types/jsdom is not a dependency: the one constructor the integration tests
 * use to read server-rendered HTML as a document (the DOM types come from the test program's `DOM` lib).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { readonly document: Document };
  }
}
