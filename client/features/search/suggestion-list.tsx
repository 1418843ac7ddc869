/**
 * The field's listbox: suggestions for what was typed, or the recent searches. The keyboard reaches the
 * options through the field (aria-activedescendant, Enter); a click is the pointer's way to the same choice.
 */
import type { SearchOption } from './search-options.ts';

export function SuggestionList(props: {
  listboxId: string;
  label: string;
  options: SearchOption[];
  activeIndex: number;
  optionId: (i: number) => string;
  onChoose: (option: SearchOption) => void;
}) {
  const { listboxId, label, options, activeIndex, optionId, onChoose } = props;
  return (
    <>
      {options.length > 0 ? (
        <p id={`${listboxId}-label`} className="text-xs tracking-wider text-mute">
          {label}
        </p>
      ) : null}
      <ul id={listboxId} role="listbox" aria-labelledby={`${listboxId}-label`} className="mt-2">
        {options.map((option, i) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === activeIndex}
            onClick={() => onChoose(option)}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-4 px-3 py-2 text-sm ${i === activeIndex ? 'bg-paper outline outline-2 outline-gold' : 'hover:bg-paper'}`}
          >
            <span>{option.label}</span>
            {option.detail ? <span className="shrink-0 text-xs text-mute">{option.detail}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
