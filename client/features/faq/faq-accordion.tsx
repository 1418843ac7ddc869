/**
 * Accessible accordion (WAI-ARIA APG "Accordion"): each question is a button in a heading, with
 * `aria-expanded` and `aria-controls` naming its answer region. Every answer is in the server HTML;
 * without JavaScript all answers are shown (the noscript style), so nothing depends on the script.
 * Arrow keys, Home and End move between the questions of one accordion. Each question has a stable
 * anchor (`faqAnchor`): a link to it (a search result) opens that answer and brings its question into view.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { faqAnchor } from '#client/content/services/types.ts';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';

export interface AccordionItem {
  id: string;
  question: string;
  answer: string[];
}

/** `#q-recall` → `q-recall`; a malformed escape names nothing. */
function fragmentOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

export function FaqAccordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 3 | 4 }) {
  const baseId = useId();
  // What the visitor opened or closed; an answer not touched yet is open when the URL's fragment names it.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  // The fragment never reaches the server: the answer it names opens once hydrated, so the server's
  // HTML and the first client render agree.
  const { hash } = useLocation();
  const hydrated = useHydrated();
  const anchored = hydrated ? fragmentOf(hash) : '';
  const isOpen = (id: string) => toggled.get(id) ?? faqAnchor(id) === anchored;

  useEffect(() => {
    if (anchored && items.some((i) => faqAnchor(i.id) === anchored))
      document.getElementById(anchored)?.scrollIntoView?.({ block: 'start' });
  }, [anchored, items]);

  const toggle = (id: string) => setToggled((current) => new Map(current).set(id, !isOpen(id)));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = Array.from(event.currentTarget.closest('[data-accordion]')?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]') ?? []);
    const index = buttons.indexOf(event.currentTarget);
    const target =
      event.key === 'ArrowDown'
        ? buttons[(index + 1) % buttons.length]
        : event.key === 'ArrowUp'
          ? buttons[(index - 1 + buttons.length) % buttons.length]
          : event.key === 'Home'
            ? buttons[0]
            : event.key === 'End'
              ? buttons[buttons.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div data-accordion className="divide-y divide-line border-y border-line">
      <noscript>
        <style>{'[data-accordion] [data-accordion-panel][hidden]{display:block}'}</style>
      </noscript>
      {items.map((item) => {
        const expanded = isOpen(item.id);
        const buttonId = `${baseId}-${item.id}-q`;
        const panelId = `${baseId}-${item.id}-a`;
        return (
          <div key={item.id} id={faqAnchor(item.id)} className="scroll-mt-20">
            <Heading className="text-base font-normal">
              <button
                type="button"
                id={buttonId}
                data-accordion-trigger
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={onKeyDown}
                className="flex min-h-14 w-full items-center justify-between gap-6 py-4 text-left text-ink hover:text-gold-dark"
              >
                <span>{item.question}</span>
                <span aria-hidden="true" className={`shrink-0 text-xl leading-none text-gold-dark transition-transform ${expanded ? 'rotate-45' : ''}`}>
                  +
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} data-accordion-panel hidden={!expanded} className="pb-6 pr-10">
              {item.answer.map((paragraph, i) => (
                <p key={i} className="mt-2 text-sm leading-7 text-mute first:mt-0">
                  {paragraph}
                </p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
