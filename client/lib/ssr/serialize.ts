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

export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}
