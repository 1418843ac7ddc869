/**
 * The panel's form: the combobox field (focus stays in it; the arrow keys move the active option),
 * 搜索 and 关闭. Without JavaScript it is a plain GET to the `/search` page.
 */
import type { FormEvent, KeyboardEvent } from 'react';
import { MAX_QUERY_LENGTH } from '#shared/domain/search';
import { paths } from '#client/lib/ui/paths.ts';

export function SearchField(props: {
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The listbox it controls, whether it shows options, and the active option's id. */
  listbox: { id: string; expanded: boolean; activeId: string | undefined };
  onClose: () => void;
}) {
  const { id, listbox } = props;
  return (
    <form
      role="search"
      method="get"
      action={paths.search()}
      onSubmit={props.onSubmit}
      className="flex items-center gap-2 border-b border-line p-4"
    >
      <label htmlFor={id} className="sr-only">
        搜索内容
      </label>
      <input
        id={id}
        type="search"
        name="q"
        // The dialog opens on the visitor's request: the field is where they mean to type.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listbox.expanded}
        aria-controls={listbox.id}
        aria-activedescendant={listbox.activeId}
        maxLength={MAX_QUERY_LENGTH}
        value={props.query}
        onChange={(e) => props.onQueryChange(e.target.value)}
        onKeyDown={props.onKeyDown}
        placeholder="车型、保养、召回、经销商…"
        className="min-h-11 flex-1 border border-line px-3 text-base"
      />
      <button type="submit" className="min-h-11 bg-ink px-4 text-sm text-white hover:bg-gold-dark">
        搜索
      </button>
      <button type="button" onClick={props.onClose} className="min-h-11 px-3 text-sm text-mute hover:text-ink">
        关闭
      </button>
    </form>
  );
}
