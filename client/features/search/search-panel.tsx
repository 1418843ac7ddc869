/**
 * The header's search field, loaded when the visitor first reaches for the search button
 * (client/components/header-search.tsx). A modal dialog (full-screen on phones) holding a combobox
 * (WAI-ARIA APG "Combobox with listbox popup"): focus stays in the field, the arrow keys move the
 * active option (`aria-activedescendant`), Enter opens it or, with none active, the `/search` page;
 * Escape closes. Suggestions are asked for after a pause in typing and the request of a superseded
 * query is cancelled; with an empty field the device's recent searches are offered instead.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  cleanQuery,
  MAX_QUERY_LENGTH,
  SEARCH_KIND_LABELS,
  searchQuery,
  suggestUrl,
  type SearchHit,
} from '#shared/domain/search';
import { paths } from '#client/lib/paths.ts';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches.ts';

/** Wait after the last keystroke before asking the server. */
const DEBOUNCE_MS = 200;

interface Option {
  key: string;
  label: string;
  /** Shown after the label (the kind of result). */
  detail?: string;
  href: string;
  /** The query this option remembers as a recent search. */
  remember: string;
}

function hitOption(hit: SearchHit, query: string): Option {
  return {
    key: `${hit.kind}-${hit.id}`,
    label: hit.title.map((p) => p.text).join(''),
    detail: SEARCH_KIND_LABELS[hit.kind],
    href: hit.href,
    remember: query,
  };
}

function searchOption(query: string, label: string): Option {
  return { key: `q-${query}`, label, href: paths.search(searchQuery({ query })), remember: query };
}

/** `onClose(false)`: the header passes its own state setter. */
export default function SearchPanel({ onClose }: { onClose: (open: false) => void }) {
  const close = useCallback(() => onClose(false), [onClose]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{ query: string; hits: SearchHit[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [recent, setRecent] = useState<string[]>(readRecentSearches);
  const [active, setActive] = useState(-1);
  const cleaned = cleanQuery(query);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Escape: the dialog's 'close' event comes a task after the browser has given the focus back to the
    // header's button, and an Enter on the button in between reopened a panel that the late event then
    // closed. So the panel closes here, at once: the dialog gives the focus back and the state follows
    // in the same turn, with no 'close' event left to come.
    const cancel = (event: Event) => {
      event.preventDefault();
      dialog.removeEventListener('close', close);
      dialog.close();
      close();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', close);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', close);
      if (dialog.open) dialog.close();
    };
  }, [close]);

  useEffect(() => {
    if (!cleaned) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(suggestUrl(cleaned), { headers: { Accept: 'application/json' }, signal: controller.signal })
        .then(async (response) => {
          const body = (await response.json()) as { data?: { hits?: SearchHit[] } | null };
          if (!response.ok || !body.data?.hits) throw new Error(`suggestions answered ${response.status}`);
          setFailed(false);
          setAnswer({ query: cleaned, hits: body.data.hits });
        })
        .catch(() => {
          // A superseded request was cancelled on purpose; anything else says so under the field.
          if (!controller.signal.aborted) setFailed(true);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [cleaned]);

  const hits = cleaned && answer?.query === cleaned ? answer.hits : [];
  const options: Option[] = cleaned
    ? [...hits.map((hit) => hitOption(hit, cleaned)), searchOption(cleaned, `查看“${cleaned}”的全部结果`)]
    : recent.map((r) => searchOption(r, r));
  const listboxId = `${baseId}-listbox`;
  const optionId = (i: number) => `${baseId}-option-${i}`;
  const activeIndex = active < options.length ? active : -1;

  const go = (option: Option) => {
    rememberSearch(option.remember);
    void navigate(option.href);
    close();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = options[activeIndex];
    if (chosen) return go(chosen);
    if (cleaned) go(searchOption(cleaned, cleaned));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((activeIndex + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(activeIndex <= 0 ? options.length - 1 : activeIndex - 1);
    }
  };

  const listLabel = cleaned ? '搜索建议' : '最近搜索';
  return (
    <dialog
      ref={dialogRef}
      aria-label="站内搜索"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 text-ink backdrop:bg-black/40 md:mx-auto md:mt-20 md:h-auto md:max-h-[80vh] md:w-full md:max-w-2xl"
    >
      <form role="search" method="get" action={paths.search()} onSubmit={onSubmit} className="flex items-center gap-2 border-b border-line p-4">
        <label htmlFor={`${baseId}-q`} className="sr-only">
          搜索内容
        </label>
        <input
          id={`${baseId}-q`}
          type="search"
          name="q"
          // The dialog opens on the visitor's request: the field is where they mean to type.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          placeholder="车型、保养、召回、经销商…"
          className="min-h-11 flex-1 border border-line px-3 text-base"
        />
        <button type="submit" className="min-h-11 bg-ink px-4 text-sm text-white hover:bg-gold-dark">
          搜索
        </button>
        <button type="button" onClick={close} className="min-h-11 px-3 text-sm text-mute hover:text-ink">
          关闭
        </button>
      </form>
      <div className="p-4">
        {options.length > 0 ? (
          <p id={`${listboxId}-label`} className="text-xs tracking-wider text-mute">
            {listLabel}
          </p>
        ) : null}
        <ul id={listboxId} role="listbox" aria-labelledby={`${listboxId}-label`} className="mt-2">
          {options.map((option, i) => (
            // The keyboard reaches the options through the field (aria-activedescendant, Enter): a click
            // is the pointer's way to the same choice.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              onClick={() => go(option)}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-4 px-3 py-2 text-sm ${i === activeIndex ? 'bg-paper outline outline-2 outline-gold' : 'hover:bg-paper'}`}
            >
              <span>{option.label}</span>
              {option.detail ? <span className="shrink-0 text-xs text-mute">{option.detail}</span> : null}
            </li>
          ))}
        </ul>
        <p role="status" className="sr-only">
          {cleaned && answer?.query === cleaned ? `${hits.length} 条建议` : ''}
        </p>
        {failed ? <p className="mt-2 text-sm text-mute">暂时无法获取搜索建议，按回车键仍可搜索。</p> : null}
        {!cleaned && recent.length > 0 ? (
          <button
            type="button"
            onClick={() => {
              clearRecentSearches();
              setRecent([]);
            }}
            className="mt-3 min-h-11 text-xs text-mute underline underline-offset-4 hover:text-ink"
          >
            清除最近搜索
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
