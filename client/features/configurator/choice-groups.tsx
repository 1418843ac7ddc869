/**
 * The configurator's option groups. Paint, wheel, interior and grade are native radio groups (the WAI-ARIA
 * radio-group pattern for free: Tab reaches the checked item, arrow keys move and select, disabled items
 * are skipped); packages and accessories are checkboxes. Every input's accessible name holds the choice's
 * name and its price impact. Without JavaScript the inputs belong to the page's GET form and a submit
 * button applies them; with JavaScript `onChange` applies each choice at once.
 */
import type { CarGrade } from '#shared/api/client-api';
import {
  isOffered,
  priceOf,
  type Catalogue,
  type Choice,
  type SingleKind,
} from '#shared/domain/configurator/catalogue';
import { priceImpact } from '#shared/domain/configurator/money';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { formatPriceWan } from '#client/lib/ui/format.ts';
import { imageUrl } from '#client/lib/ui/image.ts';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';

export function choiceInputId(code: string): string {
  return `choice-${code}`;
}

const CARD =
  'relative flex h-full cursor-pointer flex-col border border-line bg-white transition-colors hover:border-mute has-[:checked]:border-ink has-[:checked]:shadow-[inset_0_0_0_1px_var(--color-ink)] has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-45 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold';

function Tick() {
  return (
    <span
      aria-hidden="true"
      className="absolute top-3 right-3 hidden h-5 w-5 items-center justify-center rounded-full bg-ink text-white group-has-[:checked]:flex"
    >
      <svg viewBox="0 0 16 16" className="h-3 w-3" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3.5 8.5l3 3 6-7" />
      </svg>
    </span>
  );
}

function requirementText(catalogue: Catalogue, choice: Choice): string | null {
  const names = choice.requires.map((code) => catalogue.choices.find((c) => c.code === code)?.name ?? code);
  return names.length > 0 ? `需搭配${names.join('、')}` : null;
}

export function GradeGroup({
  grades,
  selected,
  labelledBy,
  onSelect,
}: {
  grades: CarGrade[];
  selected: number;
  labelledBy: string;
  onSelect: (id: number) => void;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3">
      {grades.map((g) => {
        const id = choiceInputId(`grade-${g.id}`);
        const price = `${formatPriceWan(g.price)}起`;
        return (
          <label key={g.id} htmlFor={id} className={`group ${CARD} p-5 md:p-6`}>
            <input
              id={id}
              type="radio"
              name="grade"
              value={g.id}
              checked={g.id === selected}
              onChange={() => onSelect(g.id)}
              aria-label={`${g.name}，${price}`}
              aria-describedby={`${id}-notes`}
              className="sr-only"
            />
            <Tick />
            <span className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 pr-8">
              <span className="text-base tracking-wide text-ink md:text-lg">{g.name}</span>
              <span className="text-sm text-mute">
                厂商建议零售价 <span className="text-ink">{price}</span>
              </span>
            </span>
            {g.highlights && g.highlights.length > 0 ? (
              <ul id={`${id}-notes`} className="mt-3 grid gap-1 text-xs leading-5 text-mute md:grid-cols-3 md:gap-4">
                {g.highlights.map((h) => (
                  <li key={h} className="border-l border-gold/60 pl-3">
                    {h}
                  </li>
                ))}
              </ul>
            ) : null}
          </label>
        );
      })}
    </div>
  );
}

export function SingleChoiceGroup({
  catalogue,
  kind,
  grade,
  selected,
  labelledBy,
  onSelect,
}: {
  catalogue: Catalogue;
  kind: SingleKind;
  grade: number;
  selected: string;
  labelledBy: string;
  onSelect: (code: string) => void;
}) {
  const { config } = useEnv();
  const choices = catalogue.choices.filter((c) => c.kind === kind);
  const current = choices.find((c) => c.code === selected);
  const swatch = kind === 'paint';
  return (
    <div>
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        className={swatch ? 'flex flex-wrap gap-3' : 'grid grid-cols-2 gap-3 sm:grid-cols-3'}
      >
        {choices.map((c) => {
          const offered = isOffered(c, grade);
          const impact = offered ? priceImpact(priceOf(c, grade)) : '当前版本不可选';
          const id = choiceInputId(c.code);
          const input = (
            <input
              id={id}
              type="radio"
              name={kind}
              value={c.code}
              checked={c.code === selected}
              disabled={!offered}
              onChange={() => onSelect(c.code)}
              aria-label={`${c.name}，${impact}`}
              className="sr-only"
            />
          );
          // Every paint names its price under its swatch (the radio's name says it to screen readers).
          if (swatch)
            return (
              <div key={c.code} className="flex w-16 flex-col items-center gap-1">
                <label
                  htmlFor={id}
                  title={`${c.name} ${impact}`}
                  className="group relative flex h-14 w-14 cursor-pointer items-center justify-center rounded-full border border-transparent has-[:checked]:border-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold"
                >
                  {input}
                  <span
                    aria-hidden="true"
                    className="h-11 w-11 rounded-full shadow-[inset_0_0_0_1px_rgba(0,0,0,0.12)]"
                    style={{
                      background: `radial-gradient(circle at 32% 28%, rgba(255,255,255,0.55), transparent 55%), ${c.hex ?? '#ccc'}`,
                    }}
                  />
                </label>
                <span
                  aria-hidden="true"
                  className={`text-[11px] leading-4 whitespace-nowrap ${offered ? 'text-gold-dark' : 'text-mute'}`}
                >
                  {offered ? impact : '不可选'}
                </span>
              </div>
            );
          const image =
            kind === 'wheel' ? (
              <LazyImage
                src={imageUrl(config, c.img, { width: 240, format: 'webp' })}
                width={120}
                height={120}
                alt=""
                className="mx-auto h-24 w-24 object-contain md:h-28 md:w-28"
              />
            ) : (
              <span
                aria-hidden="true"
                className="block h-16 w-full"
                style={{
                  background: `linear-gradient(135deg, ${c.hex ?? '#ccc'} 0%, ${c.hex ?? '#ccc'} 60%, rgba(0,0,0,0.25) 100%)`,
                }}
              />
            );
          return (
            <label key={c.code} htmlFor={id} className={`group ${CARD} gap-3 p-4`}>
              {input}
              <Tick />
              {image}
              <span className="text-sm leading-5 text-ink">{c.name}</span>
              <span className={`mt-auto text-xs ${offered ? 'text-gold-dark' : 'text-mute'}`}>{impact}</span>
            </label>
          );
        })}
      </div>
      {swatch && current ? (
        <p className="mt-4 flex items-baseline gap-3 text-sm">
          <span className="text-ink">{current.name}</span>
          <span className="text-gold-dark">{priceImpact(priceOf(current, grade))}</span>
        </p>
      ) : null}
    </div>
  );
}

export function ExtrasGroup({
  catalogue,
  kind,
  grade,
  selected,
  labelledBy,
  onToggle,
}: {
  catalogue: Catalogue;
  kind: 'package' | 'accessory';
  grade: number;
  selected: readonly string[];
  labelledBy: string;
  onToggle: (code: string, on: boolean) => void;
}) {
  const { config } = useEnv();
  const choices = catalogue.choices.filter((c) => c.kind === kind);
  return (
    <div role="group" aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-2">
      {choices.map((c) => {
        const offered = isOffered(c, grade);
        const impact = offered ? priceImpact(priceOf(c, grade)) : '当前版本不可选';
        const id = choiceInputId(c.code);
        const needs = requirementText(catalogue, c);
        return (
          <label key={c.code} htmlFor={id} className={`group ${CARD} overflow-hidden`}>
            <input
              id={id}
              type="checkbox"
              name="opt"
              value={c.code}
              checked={selected.includes(c.code)}
              disabled={!offered}
              onChange={(e) => onToggle(c.code, e.currentTarget.checked)}
              aria-label={`${c.name}，${impact}`}
              aria-describedby={`${id}-desc`}
              className="sr-only"
            />
            <Tick />
            <LazyImage
              src={imageUrl(config, c.img, { width: 600 })}
              width={600}
              height={400}
              alt=""
              className="aspect-[3/2] w-full bg-paper object-cover"
            />
            <span className="flex flex-1 flex-col gap-2 p-4">
              <span className="flex items-baseline justify-between gap-3">
                <span className="text-sm text-ink">{c.name}</span>
                <span className={`shrink-0 text-xs ${offered ? 'text-gold-dark' : 'text-mute'}`}>{impact}</span>
              </span>
              <span id={`${id}-desc`} className="text-xs leading-5 text-mute">
                {c.description}
                {needs ? <span className="mt-1 block text-ink/70">{needs}</span> : null}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
