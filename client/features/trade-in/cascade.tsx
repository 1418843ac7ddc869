/**
 * The car's identity, step by step: brand (an A–Z index by initial and a search box) → series → year →
 * model. Every choice is a link to the page's URL with that step set and its dependants cleared
 * (shared/domain/trade-in.ts chooseStep), so the cascade works without JavaScript and by keyboard, and
 * each list holds only what the loader read for the chosen parent.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UsedCarBrand } from '#shared/api/client-api';
import { chooseStep, tradeInSearch, type TradeInQuery } from '#shared/domain/trade-in';
import { TextInput } from '#client/components/ui/text-input.tsx';
import { paths } from '#client/lib/ui/paths.ts';

type Step = 'brand' | 'series' | 'year' | 'model';

const CHIP =
  'inline-flex min-h-11 items-center border px-4 text-sm aria-[current=true]:border-ink aria-[current=true]:bg-ink aria-[current=true]:text-white';

function ChoiceLink({
  query,
  step,
  value,
  current,
  children,
}: {
  query: TradeInQuery;
  step: Step;
  value: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={paths.tradeIn(tradeInSearch(chooseStep(query, step, value)))}
      replace
      preventScrollReset
      aria-current={current ? 'true' : undefined}
      className={`${CHIP} border-line text-ink hover:border-ink`}
    >
      {children}
    </Link>
  );
}

/** One step of the cascade: its title and its choices (or why there are none yet). */
export function CascadeStep({
  n,
  title,
  chosen,
  empty,
  children,
}: {
  n: number;
  title: string;
  /** The chosen item's name, shown beside the title. */
  chosen: string | null;
  /** Shown instead of the list while the parent is not chosen. */
  empty: string | null;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-line py-6 first:border-t-0">
      <h3 id={id} className="flex flex-wrap items-baseline gap-x-3 text-base text-ink">
        <span className="text-xs tracking-[0.3em] text-gold-dark">{String(n).padStart(2, '0')}</span>
        {title}
        {chosen ? <span className="text-sm text-mute">已选：{chosen}</span> : null}
      </h3>
      <div className="mt-4">{empty ? <p className="text-sm text-mute">{empty}</p> : children}</div>
    </section>
  );
}

export function ChoiceList<T>({
  query,
  step,
  items,
  valueOf,
  labelOf,
  chosen,
  label,
}: {
  query: TradeInQuery;
  step: Step;
  items: readonly T[];
  valueOf(item: T): string;
  labelOf(item: T): string;
  chosen: string | null;
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={valueOf(item)}>
          <ChoiceLink query={query} step={step} value={valueOf(item)} current={valueOf(item) === chosen}>
            {labelOf(item)}
          </ChoiceLink>
        </li>
      ))}
    </ul>
  );
}

/** Brands grouped by initial, with a letter index and a search box (by name or initial). */
export function BrandPicker({
  query,
  brands,
  search,
}: {
  query: TradeInQuery;
  brands: readonly UsedCarBrand[];
  search: string;
}) {
  const uid = useId();
  const [typed, setTyped] = useState(search);
  const needle = typed.trim().toUpperCase();
  const shown = needle ? brands.filter((b) => b.name.includes(typed.trim()) || b.initial === needle) : brands;
  const letters = [...new Set(shown.map((b) => b.initial))].sort();
  return (
    <div>
      <form
        method="get"
        action={paths.tradeIn()}
        role="search"
        onSubmit={(e) => e.preventDefault()}
        className="flex gap-2"
      >
        <label htmlFor={`${uid}-q`} className="sr-only">
          搜索品牌
        </label>
        <TextInput
          id={`${uid}-q`}
          name="q"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="输入品牌名称或首字母"
          className="max-w-xs"
        />
        <button
          type="submit"
          className="min-h-12 shrink-0 border border-line px-4 text-sm whitespace-nowrap text-ink hover:border-ink"
        >
          搜索
        </button>
      </form>
      {letters.length > 0 ? (
        <nav aria-label="品牌首字母索引" className="mt-4">
          <ul className="flex flex-wrap gap-1">
            {letters.map((l) => (
              <li key={l}>
                <a
                  href={`#${uid}-${l}`}
                  className="inline-flex h-11 w-11 items-center justify-center text-sm text-ink hover:bg-paper"
                >
                  {l}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p role="status" className="mt-4 text-sm text-mute">
          没有找到「{typed}」相关的品牌，请换个名称试试。
        </p>
      )}
      <div className="mt-2 space-y-3">
        {letters.map((l) => (
          <div key={l} id={`${uid}-${l}`} className="flex scroll-mt-32 gap-4">
            <span className="w-6 pt-3 text-sm text-gold-dark" aria-hidden="true">
              {l}
            </span>
            <ChoiceList
              query={query}
              step="brand"
              items={shown.filter((b) => b.initial === l)}
              valueOf={(b) => String(b.id)}
              labelOf={(b) => b.name}
              chosen={query.brand}
              label={`首字母 ${l} 的品牌`}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
