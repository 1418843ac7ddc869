/**
 * JSON for inline `<script>` content: `<`, `>`, `&`, U+2028 and U+2029 escaped so no value can
 * close the script element or break the parser (React Router's own escapeHtml does the same).
 */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const escapeForScript = (text: string): string => text.replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);

export function scriptSafeJson(value: unknown): string {
  return escapeForScript(JSON.stringify(value));
}

/**
 * The body of a single-quoted JS string literal holding `json` (JSON text), safe inside a script
 * element. JSON quotes with `"`, so in `'…'` only its rare backslashes and apostrophes need a
 * backslash: a double-quoted literal escaped every quote of the document state (2.6 KB of a model page).
 */
export function jsonInScriptLiteral(json: string): string {
  return escapeForScript(json.replace(/[\\']/g, '\\$&'));
}
