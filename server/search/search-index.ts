/**
 * The search index: documents in, grouped and ranked hits out. Every document's title, body and hidden
 * keywords are normalised (server/search/text.ts) and posted under each character and each two-character
 * window, so any substring of the normal form is found; candidates are then checked against the text
 * itself. Built whole and never changed: a rebuild makes a new index and swaps it in.
 */
import {
  GROUP_PAGE_SIZE,
  OVERVIEW_GROUP_SIZE,
  SEARCH_KINDS,
  SUGGESTION_COUNT,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchRequest,
  type SearchResults,
  type TextPiece,
} from '#shared/domain/search';
import { alternatives, bigrams, compact, normalise, queryTerms } from './text.ts';

export interface SearchDocument {
  kind: SearchKind;
  /** Unique within its kind. */
  id: string;
  title: string;
  /** What the snippet is cut from. */
  body: string;
  href: string;
  /** Words that find the document without being shown (the kind's own words, codes). */
  keywords: readonly string[];
  /** Pinyin initials of its names (「sh」): found only when typed whole. */
  initials: readonly string[];
  price?: number;
  date?: string;
  /** Ranks it above documents that match as well (a grade above a news item naming it). */
  weight?: number;
}

interface Entry {
  doc: SearchDocument;
  title: string;
  body: string;
  keywords: string;
  initials: ReadonlySet<string>;
}

export interface SearchIndex {
  search(request: SearchRequest): SearchResults;
  suggest(query: string): SearchHit[];
  readonly documents: number;
  /** Posting entries (document references) across all keys. */
  readonly postings: number;
  /** Rough bytes held: the normalised texts and the postings. */
  readonly approximateBytes: number;
}

/** Offered when nothing was found: questions the site answers well. */
export const EMPTY_STATE_SUGGESTIONS = ['ES 油耗', '保养周期', '召回', '上海 经销商', '车机 升级', 'F SPORT 多少钱'];

const TITLE = 3;
const KEYWORD = 2;
const BODY = 1;
/** A synonym counts a little less than the word typed. */
const SYNONYM = 0.8;
const SNIPPET_CHARS = 80;

function keysOf(text: string): Set<string> {
  return new Set([...text, ...bigrams(text)]);
}

function prepare(doc: SearchDocument): Entry {
  return {
    doc,
    title: compact(normalise(doc.title)),
    body: compact(normalise(doc.body)),
    keywords: doc.keywords.map((k) => compact(normalise(k))).join('|'),
    initials: new Set(doc.initials),
  };
}

interface Scored {
  entry: Entry;
  score: number;
  matched: number;
  words: string[];
}

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const entries = documents.map(prepare);
  const postings = new Map<string, number[]>();
  let postingCount = 0;
  let textBytes = 0;
  entries.forEach((entry, i) => {
    const text = `${entry.title}|${entry.body}|${entry.keywords}`;
    textBytes += text.length * 2;
    for (const key of keysOf(text)) {
      let list = postings.get(key);
      if (!list) postings.set(key, (list = []));
      list.push(i);
      postingCount++;
    }
  });

  /** Documents holding every key of `word` (sorted posting lists, intersected smallest first). */
  function candidates(word: string): number[] {
    const keys = [...keysOf(word)];
    const lists = keys.map((k) => postings.get(k) ?? []).sort((a, b) => a.length - b.length);
    let result = lists[0] ?? [];
    for (const list of lists.slice(1)) {
      if (result.length === 0) break;
      const set = new Set(list);
      result = result.filter((i) => set.has(i));
    }
    return result;
  }

  /** Where `word` is found, weighted by the length of the term typed (a long synonym weighs no more). */
  function termScore(entry: Entry, word: string, length: number): number {
    if (entry.title.includes(word)) return TITLE * length;
    if (entry.initials.has(word)) return TITLE * length;
    if (entry.keywords.includes(word)) return KEYWORD * length;
    if (entry.body.includes(word)) return BODY * length;
    return 0;
  }

  function rank(query: string): Scored[] {
    const normalised = normalise(query);
    const terms = queryTerms(normalised);
    if (terms.length === 0) return [];
    const scored = new Map<number, Scored>();
    for (const term of terms) {
      const length = [...compact(term)].length;
      const best = new Map<number, { score: number; word: string }>();
      alternatives(term).forEach((alt, n) => {
        const word = compact(alt);
        const factor = n === 0 ? 1 : SYNONYM;
        const found = new Set(candidates(word));
        // Initials are keys of their own: 「sh」 is no substring of 上海.
        if (/^[a-z]{2,}$/.test(word)) entries.forEach((e, i) => e.initials.has(word) && found.add(i));
        for (const i of found) {
          const score = termScore(entries[i]!, word, length) * factor;
          if (score > (best.get(i)?.score ?? 0)) best.set(i, { score, word: alt });
        }
      });
      for (const [i, { score, word }] of best) {
        const s = scored.get(i) ?? { entry: entries[i]!, score: 0, matched: 0, words: [] };
        s.score += score;
        s.matched++;
        s.words.push(word);
        scored.set(i, s);
      }
    }
    const whole = compact(normalised);
    const all = [...scored.values()];
    // Documents that match every term; a query of three terms or more may miss one (a word the site
    // does not use), never more: a loose match is worse than the empty state's suggestions.
    let wanted = terms.length;
    if (terms.length >= 3 && !all.some((s) => s.matched === terms.length)) wanted = terms.length - 1;
    return all
      .filter((s) => s.matched >= wanted)
      .map((s) => ({
        ...s,
        score: (s.score + (whole.length > 1 && s.entry.title.includes(whole) ? 10 : 0)) * (s.entry.doc.weight ?? 1),
      }))
      .sort((a, b) => b.score - a.score);
  }

  function hitOf(s: Scored): SearchHit {
    const { doc } = s.entry;
    return {
      kind: doc.kind,
      id: doc.id,
      title: highlight(doc.title, s.words),
      snippet: snippet(doc.body, s.words),
      href: doc.href,
      ...(doc.price !== undefined ? { price: doc.price } : {}),
      ...(doc.date !== undefined ? { date: doc.date } : {}),
    };
  }

  return {
    documents: entries.length,
    postings: postingCount,
    approximateBytes: textBytes + postingCount * 8 + postings.size * 16,
    search({ query, kind, page = 1 }) {
      const ranked = rank(query);
      const byKind = new Map<SearchKind, Scored[]>();
      for (const s of ranked) {
        const list = byKind.get(s.entry.doc.kind) ?? [];
        list.push(s);
        byKind.set(s.entry.doc.kind, list);
      }
      const size = kind ? GROUP_PAGE_SIZE : OVERVIEW_GROUP_SIZE;
      const groups: SearchGroup[] = [];
      for (const k of kind ? [kind] : SEARCH_KINDS) {
        const list = byKind.get(k);
        if (!list || list.length === 0) continue;
        const start = (page - 1) * size;
        groups.push({ kind: k, total: list.length, page, hits: list.slice(start, start + size).map(hitOf) });
      }
      // The group holding the best hit first: 「上海 经销商」 opens with dealers, 「召回」 with the answers.
      const best = (g: SearchGroup) => byKind.get(g.kind)?.[0]?.score ?? 0;
      groups.sort((a, b) => best(b) - best(a));
      return { query, groups, suggestions: ranked.length === 0 ? EMPTY_STATE_SUGGESTIONS : [] };
    },
    suggest(query) {
      return rank(query).slice(0, SUGGESTION_COUNT).map(hitOf);
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The words as they appear in the original text: in any case, with any spaces between their
 * characters (「es300h」 marks 「ES 300h」). The words are in the normal form, the text is the site's
 * simplified copy, so the characters agree.
 */
function matcher(words: readonly string[]): RegExp | null {
  const parts = words
    .map((w) => [...compact(w)].map(escapeRegExp).join('\\s*'))
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  return parts.length ? new RegExp(parts.join('|'), 'giu') : null;
}

export function highlight(text: string, words: readonly string[]): TextPiece[] {
  const re = matcher(words);
  if (!re) return [{ text }];
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m[0].length === 0) continue;
    if (m.index > last) pieces.push({ text: text.slice(last, m.index) });
    pieces.push({ text: m[0], mark: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** About `SNIPPET_CHARS` characters of the body around its first match, with the matches marked. */
export function snippet(body: string, words: readonly string[]): TextPiece[] {
  const re = matcher(words);
  const first = re ? (re.exec(body)?.index ?? 0) : 0;
  const start = Math.max(0, first - 20);
  const cut = body.slice(start, start + SNIPPET_CHARS);
  const text = `${start > 0 ? '…' : ''}${cut}${start + SNIPPET_CHARS < body.length ? '…' : ''}`;
  return highlight(text, words);
}
