/**
 * The read-aloud engine (loaded on the first click of 「朗读」): the text of the given elements cut into
 * sentences, each spoken as its own utterance in Chinese by the browser's speech synthesis, and the
 * sentence being read highlighted with the CSS Custom Highlight API, which marks a DOM range without
 * touching the DOM React owns. One utterance per sentence also keeps each one short: Chromium stops
 * long utterances after some 15 s.
 */

export type ReaderState = 'playing' | 'paused' | 'ended';

export interface Reader {
  play(): void;
  pause(): void;
  resume(): void;
  stop(): void;
}

export interface Sentence {
  text: string;
  range: Range;
}

/** The highlight's name, styled by `::highlight(read-aloud)` in the stylesheet. */
export const HIGHLIGHT = 'read-aloud';

const TERMINATORS = new Set(['。', '！', '？', '!', '?', '；', ';', '…']);
const CLOSERS = new Set(['”', '’', '"', '」', '』', '）', ')']);

export function speechAvailable(): boolean {
  return typeof window.speechSynthesis?.speak === 'function' && typeof SpeechSynthesisUtterance === 'function';
}

/** Text a sighted visitor sees: not hidden, not for screen readers alone, not the control itself. */
function readable(node: Text): boolean {
  const parent = node.parentElement;
  if (!parent || !node.data.trim()) return false;
  if (parent.closest('script, style, .sr-only, [aria-hidden="true"], [data-read-aloud-skip]')) return false;
  return parent.getClientRects().length > 0;
}

const BLOCK = 'p, li, h1, h2, h3, h4, h5, h6, dt, dd, td, th, blockquote, figcaption, div, section, article';

/** The sentences of `roots`, in document order, each with the range it covers on the page. */
export function sentencesOf(roots: readonly Element[]): Sentence[] {
  const sentences: Sentence[] = [];
  for (const root of roots) {
    // Every readable text node, as (node, offset) per character; a new block starts a new sentence.
    const chars: Array<{ node: Text; offset: number; ch: string; block: Element | null }> = [];
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n as Text;
      if (!readable(text)) continue;
      const block = text.parentElement?.closest(BLOCK) ?? null;
      for (let i = 0; i < text.data.length; i++) chars.push({ node: text, offset: i, ch: text.data[i] ?? '', block });
    }
    let start = 0;
    const flush = (end: number) => {
      const first = chars.slice(start, end).findIndex((c) => c.ch.trim() !== '');
      if (first !== -1) {
        let last = end - 1;
        while (last > start && (chars[last]?.ch.trim() ?? '') === '') last -= 1;
        const from = chars[start + first];
        const to = chars[last];
        if (from && to) {
          const range = root.ownerDocument.createRange();
          range.setStart(from.node, from.offset);
          range.setEnd(to.node, to.offset + 1);
          const text = chars
            .slice(start + first, last + 1)
            .map((c) => c.ch)
            .join('')
            .replace(/\s+/g, ' ');
          sentences.push({ text, range });
        }
      }
      start = end;
    };
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i];
      const next = chars[i + 1];
      if (!c) continue;
      if (c.ch === '\n' || (next && next.block !== c.block)) flush(i + 1);
      else if (TERMINATORS.has(c.ch) && !(next && (TERMINATORS.has(next.ch) || CLOSERS.has(next.ch)))) flush(i + 1);
      else if (CLOSERS.has(c.ch) && i > 0 && TERMINATORS.has(chars[i - 1]?.ch ?? '') && !(next && CLOSERS.has(next.ch)))
        flush(i + 1);
    }
    flush(chars.length);
  }
  return sentences;
}

/** A Chinese (mainland) voice when the system has one; otherwise the lang alone picks one. */
function chineseVoice(): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const lang = (v: SpeechSynthesisVoice) => v.lang.replace('_', '-').toLowerCase();
  return voices.find((v) => lang(v) === 'zh-cn') ?? voices.find((v) => lang(v).startsWith('zh'));
}

function highlight(range: Range | null): void {
  if (typeof Highlight !== 'function' || !('highlights' in CSS)) return;
  if (!range) {
    CSS.highlights.delete(HIGHLIGHT);
    return;
  }
  CSS.highlights.set(HIGHLIGHT, new Highlight(range));
  const element = range.startContainer.parentElement;
  element?.scrollIntoView({ block: 'nearest' });
}

/** What a focused element says: its label, else its text, else its placeholder. */
function spokenName(el: Element): string {
  const labelled = el.getAttribute('aria-label');
  if (labelled) return labelled;
  const labels = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? el.labels : null;
  const label = labels?.[0]?.textContent?.trim();
  if (label) return label;
  return el.textContent?.trim().replace(/\s+/g, ' ') || el.getAttribute('placeholder') || '';
}

/**
 * 指读: from now on, what the visitor focuses (its name) or taps (the text block under the finger; a
 * control speaks through its focus) is spoken at once, cutting off what was being said. Returns the
 * function that turns it off.
 */
export function readOnTouch(): () => void {
  const synth = window.speechSynthesis;
  const say = (text: string, range: Range | null) => {
    if (!text) return;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'zh-CN';
    const voice = chineseVoice();
    if (voice) utterance.voice = voice;
    utterance.onend = () => highlight(null);
    highlight(range);
    synth.speak(utterance);
  };
  // The read-aloud control itself is left alone: pressing 暂停 must not cut the reading off by its name.
  const onFocus = (event: FocusEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('[data-read-aloud-skip]') || target === document.getElementById('main')) return;
    say(spokenName(target), null);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a, button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"]), [data-read-aloud-skip]')) return;
    const block = target.closest(BLOCK);
    if (!block || !block.textContent?.trim()) return;
    const range = document.createRange();
    range.selectNodeContents(block);
    say(block.textContent.trim().replace(/\s+/g, ' '), range);
  };
  document.addEventListener('focusin', onFocus);
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('focusin', onFocus);
    document.removeEventListener('click', onClick);
    synth.cancel();
    highlight(null);
  };
}

export function createReader(roots: readonly Element[], onState: (state: ReaderState) => void): Reader {
  const synth = window.speechSynthesis;
  // Each play or stop starts a new run: events of a cancelled run's utterances are ignored.
  let run = 0;
  const stop = () => {
    run += 1;
    synth.cancel();
    highlight(null);
  };
  return {
    play() {
      stop();
      const current = run;
      const sentences = sentencesOf(roots);
      if (sentences.length === 0) {
        onState('ended');
        return;
      }
      const voice = chineseVoice();
      const show = (i: number) => {
        if (run === current) highlight(sentences[i]?.range ?? null);
      };
      sentences.forEach((sentence, i) => {
        const utterance = new SpeechSynthesisUtterance(sentence.text);
        utterance.lang = 'zh-CN';
        if (voice) utterance.voice = voice;
        utterance.onstart = () => show(i);
        utterance.onboundary = () => show(i);
        utterance.onend = () => {
          if (run !== current) return;
          if (i + 1 < sentences.length) return show(i + 1);
          highlight(null);
          onState('ended');
        };
        utterance.onerror = (event) => {
          // A cancel (stop, a new play) ends every queued utterance with an error of its own.
          if (run !== current || event.error === 'interrupted' || event.error === 'canceled') return;
          stop();
          onState('ended');
        };
        synth.speak(utterance);
      });
      show(0);
      onState('playing');
    },
    pause() {
      synth.pause();
      onState('paused');
    },
    resume() {
      synth.resume();
      onState('playing');
    },
    stop() {
      stop();
      onState('ended');
    },
  };
}
