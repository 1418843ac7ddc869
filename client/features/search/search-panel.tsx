/**
 * The header's search field, loaded when the visitor first reaches for the search button
 * (client/components/header-search.tsx). A modal dialog (full-screen on phones) holding a combobox
 * (WAI-ARIA APG "Combobox with listbox popup"): focus stays in the field, the arrow keys move the
 * active option (`aria-activedescendant`), Enter opens it or, with none active, the `/search` page;
 * Escape closes. Suggestions are asked for after a pause in typing and the request of a superseded
 * query is cancelled; with an empty field the device's recent searches are offered instead.
 */
import { useCallback, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { cleanQuery } from '#shared/domain/search';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches.ts';
import { hitOption, searchOption, type SearchOption } from './search-options.ts';
import { SearchField } from './search-field.tsx';
import { SuggestionList } from './suggestion-list.tsx';
import { useModalDialog } from './use-modal-dialog.ts';
import { useSuggestions } from './use-suggestions.ts';

/** `onClose(false)`: the header passes its own state setter. */
export default function SearchPanel({ onClose }: { onClose: (open: false) => void }) {
  const close = useCallback(() => onClose(false), [onClose]);
  const dialogRef = useModalDialog(close);
  const navigate = useNavigate();
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<string[]>(readRecentSearches);
  const [active, setActive] = useState(-1);
  const cleaned = cleanQuery(query);
  const { answer, failed } = useSuggestions(cleaned);

  const hits = cleaned && answer?.query === cleaned ? answer.hits : [];
  const options: SearchOption[] = cleaned
    ? [...hits.map((hit) => hitOption(hit, cleaned)), searchOption(cleaned, `查看“${cleaned}”的全部结果`)]
    : recent.map((r) => searchOption(r, r));
  const listboxId = `${baseId}-listbox`;
  const optionId = (i: number) => `${baseId}-option-${i}`;
  const activeIndex = active < options.length ? active : -1;

  const go = (option: SearchOption) => {
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

  return (
    <dialog
      ref={dialogRef}
      aria-label="站内搜索"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 text-ink backdrop:bg-black/40 md:mx-auto md:mt-20 md:h-auto md:max-h-[80vh] md:w-full md:max-w-2xl"
    >
      <SearchField
        id={`${baseId}-q`}
        query={query}
        onQueryChange={(value) => {
          setQuery(value);
          setActive(-1);
        }}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        listbox={{
          id: listboxId,
          expanded: options.length > 0,
          activeId: activeIndex >= 0 ? optionId(activeIndex) : undefined,
        }}
        onClose={close}
      />
      <div className="p-4">
        <SuggestionList
          listboxId={listboxId}
          label={cleaned ? '搜索建议' : '最近搜索'}
          options={options}
          activeIndex={activeIndex}
          optionId={optionId}
          onChoose={go}
        />
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
