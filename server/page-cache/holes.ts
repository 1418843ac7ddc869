/**
 * The holes of a cached page: the per-answer values (CSP nonce, edge context, a lead form's key) cut
 * out of the render for the cache, and filled anew on every answer (docs/decisions/0018, 0034).
 */
import type { EdgeContext } from '#shared/domain/edge-context';
import type { PageHole, StoredPage } from '../store/page-store.ts';

/**
 * The edge context as it sits in the document: JSON inside the single-quoted string literal that the
 * document-state script parses (client/lib/ssr/document-state.ts). Its values are booleans and a
 * number, so no character needs escaping there.
 */
export function serializedEdge(edge: EdgeContext): string {
  return JSON.stringify(edge);
}

/** One answer's values for the holes; in the render for the cache, the marks where they are cut out. */
export type HoleValues = Record<PageHole, string>;

const HOLE_KINDS: readonly PageHole[] = ['nonce', 'edge', 'key'];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The document cut at every nonce, at the edge context and at every lead-form key; null when the
 * nonce or the edge context is not where it belongs. A page without a lead form has no key hole.
 */
export function templateOf(html: string, marks: HoleValues): Pick<StoredPage, 'pieces' | 'holes'> | null {
  const pattern = new RegExp(HOLE_KINDS.map((kind) => escapeRegExp(marks[kind])).join('|'), 'g');
  const pieces: Buffer[] = [];
  const holes: PageHole[] = [];
  let at = 0;
  for (const match of html.matchAll(pattern)) {
    const kind = HOLE_KINDS.find((k) => marks[k] === match[0]);
    if (!kind) continue;
    pieces.push(Buffer.from(html.slice(at, match.index)));
    holes.push(kind);
    at = match.index + match[0].length;
  }
  pieces.push(Buffer.from(html.slice(at)));
  const edges = holes.filter((hole) => hole === 'edge').length;
  return holes.includes('nonce') && edges === 1 ? { pieces, holes } : null;
}

/** This request's value for each hole of the page, in order. */
export function holeValues(page: Pick<StoredPage, 'holes'>, values: HoleValues): Buffer[] {
  const bytes = { nonce: Buffer.from(values.nonce), edge: Buffer.from(values.edge), key: Buffer.from(values.key) };
  return page.holes.map((hole) => bytes[hole]);
}

/** The stored bytes with this request's values in the holes: copies, never re-encodes the page. */
export function fillTemplate(page: Pick<StoredPage, 'pieces' | 'holes'>, values: HoleValues): Buffer {
  const filled = holeValues(page, values);
  const parts: Buffer[] = [];
  page.pieces.forEach((piece, i) => {
    const value = i > 0 ? filled[i - 1] : undefined;
    if (value) parts.push(value);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}
