/**
 * Chinese text for the site search: one normal form for what visitors type and what the site says
 * (width, case, traditional characters, spaces), the terms a query is made of, the synonyms car buyers
 * use, and pinyin initials of names. Index and query go through the same functions, so they always agree.
 */
import * as OpenCC from 'opencc-js/t2cn';
import { pinyin } from 'pinyin-pro';

// Traditional (Taiwan and Hong Kong forms included) to mainland simplified: the table OpenCC maintains.
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const CJK = /\p{Script=Han}/u;

/**
 * NFKC folds full-width letters, digits and punctuation to their half-width forms (「ＥＳ３００ｈ」→
 * 「ES300h」); then lower case, simplified characters, and one space for any run of white space.
 */
export function normalise(text: string): string {
  const folded = text.normalize('NFKC').toLowerCase();
  return toSimplified(folded).replace(/\s+/g, ' ').trim();
}

/** Without spaces: 「es 300h」 and 「es300h」 are the same text to the index. */
export function compact(normalised: string): string {
  return normalised.replace(/ /g, '');
}

/** Every two-character window of a compact text (a single character is its own window). */
export function bigrams(compactText: string): string[] {
  const chars = [...compactText];
  if (chars.length < 2) return chars.length === 1 ? chars : [];
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * The synonyms car buyers use, one group a line: a query term of a group also finds the others.
 * Written in the normal form (simplified, lower case).
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['油耗', '能耗', '耗油', '综合能耗'],
  ['保养', '维护', '养护'],
  ['售价', '价格', '多少钱', '报价', '指导价', '厂商建议零售价'],
  ['车机', '多媒体', '信息娱乐', '中控屏'],
  ['升级', 'ota', '在线升级'],
  ['经销商', '4s店', '门店', '专营店', '销售服务'],
  ['召回', '质量公告'],
  ['保修', '质保'],
  ['试驾', '预约试驾'],
  ['电动', '纯电', '新能源'],
];

const SYNONYMS_OF: ReadonlyMap<string, readonly string[]> = new Map(
  SYNONYMS.flatMap((group) => group.map((word) => [word, group] as const)),
);

/** A term and the words it also stands for (itself first). */
export function alternatives(term: string): readonly string[] {
  const group = SYNONYMS_OF.get(term);
  return group ? [term, ...group.filter((w) => w !== term)] : [term];
}

/**
 * The terms of a query, in order: latin letters and digits stay one term per space-separated run
 * (「es300h」), Chinese is cut into words by the segmenter, and runs of single characters it leaves
 * (「臻」「享」「版」) join again into one term, so a name it does not know is still one piece.
 */
export function queryTerms(normalisedQuery: string): string[] {
  const terms: string[] = [];
  for (const chunk of normalisedQuery.split(' ')) {
    if (!chunk) continue;
    let pending = '';
    const flush = () => {
      if (pending) terms.push(pending);
      pending = '';
    };
    for (const { segment, isWordLike } of segmenter.segment(chunk)) {
      if (!isWordLike) {
        flush();
        continue;
      }
      // A word the segmenter knows, or latin: its own term. A lone Chinese character joins its neighbours.
      if ([...segment].length === 1 && CJK.test(segment)) {
        pending += segment;
        continue;
      }
      flush();
      terms.push(segment);
    }
    flush();
  }
  // A compound the segmenter split but the synonym table knows whole (「多少钱」, 「4s店」) stays whole.
  return withoutFillers(mergeKnown(terms));
}

function mergeKnown(terms: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < terms.length; i++) {
    const two = i + 1 < terms.length ? terms[i]! + terms[i + 1]! : '';
    if (two && SYNONYMS_OF.has(two)) {
      out.push(two);
      i++;
    } else out.push(terms[i]!);
  }
  return [...new Set(out)];
}

/** Region names as visitors say them: 「上海市」 is 「上海」, 「广西壮族自治区」 is 「广西」. */
export function shortPlaceName(name: string): string {
  const short = name.replace(/(壮族|回族|维吾尔)?(自治区|特别行政区|省|市)$/, '');
  return short.length >= 2 ? short : name;
}

/**
 * 「上海市」→ 「sh」 and 「shs」: the initials visitors type for a Chinese name, of its short form and of
 * the whole (none for a name without Chinese).
 */
export function pinyinInitials(name: string): string[] {
  if (!CJK.test(name)) return [];
  const initials = (text: string) =>
    pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' })
      .join('')
      .replace(/[^a-z]/g, '');
  return [...new Set([initials(shortPlaceName(name)), initials(name)])].filter((i) => i.length >= 2);
}

/** Words that say nothing about what is sought: dropped from a query that has other words. */
const FILLERS = new Set(['的', '了', '吗', '呢', '啊', '吧', '怎么', '怎样', '如何', '什么', '哪里', '哪些', '请问', '我的', '一下']);

export function withoutFillers(terms: readonly string[]): string[] {
  const kept = terms.filter((t) => !FILLERS.has(t));
  return kept.length > 0 ? kept : [...terms];
}
