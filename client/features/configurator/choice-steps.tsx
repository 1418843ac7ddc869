/**
 * The configurator's steps: the numbered step navigation, and the choices as one GET form (grade, paint,
 * wheel, interior, packages, accessories), so a build is chosen and priced without JavaScript too. With
 * JavaScript each choice goes to `onChoose` and the form's submit button is not rendered.
 */
import { findChoice, type Build, type Catalogue, type Change } from '#shared/domain/configurator/catalogue';
import { paths } from '#client/lib/ui/paths.ts';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';
import { ExtrasGroup, GradeGroup, SingleChoiceGroup } from './choice-groups.tsx';

export const STEPS = [
  { id: 'grade', label: '车型版本' },
  { id: 'paint', label: '外观颜色' },
  { id: 'wheel', label: '轮毂' },
  { id: 'interior', label: '内饰' },
  { id: 'package', label: '选装套装' },
  { id: 'accessory', label: '精选附件' },
  { id: 'summary', label: '配置清单' },
] as const;

/** A choice: the change, the name the rule dialog and the undo note use, the input focus returns to. */
export type Choose = (change: Change, subject: string, focus: string) => void;

export function StepNav() {
  return (
    <nav
      aria-label="配置步骤"
      className="sticky top-14 z-30 border-t border-line bg-white/95 backdrop-blur md:top-16 print:hidden"
    >
      <ol className="mx-auto flex max-w-7xl gap-6 overflow-x-auto px-6 text-sm whitespace-nowrap md:px-8">
        {STEPS.map((s, i) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="inline-flex min-h-11 items-center gap-2 text-mute hover:text-ink">
              <span className="text-xs text-gold-dark">{String(i + 1).padStart(2, '0')}</span>
              {s.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Step({ id, n, title, children }: { id: string; n: number; title: string; children: React.ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-32 border-t border-line py-10 first:border-t-0 md:py-12"
    >
      <p className="text-xs tracking-[0.3em] text-gold-dark">{String(n).padStart(2, '0')}</p>
      <h2 id={`${id}-title`} className="mt-2 text-xl font-light tracking-widest text-ink md:text-2xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function ChoiceSteps({
  series,
  catalogue,
  build,
  choose,
}: {
  series: string;
  catalogue: Catalogue;
  build: Build;
  choose: Choose;
}) {
  const hydrated = useHydrated();
  const nameOf = (code: string) => findChoice(catalogue, code)?.name ?? code;
  return (
    <form method="get" action={paths.configurator(series)} onSubmit={(e) => e.preventDefault()}>
      <Step id="grade" n={1} title="车型版本">
        <GradeGroup
          grades={catalogue.grades}
          selected={build.grade}
          labelledBy="grade-title"
          onSelect={(id) =>
            choose({ kind: 'grade', id }, catalogue.grades.find((g) => g.id === id)?.name ?? '', `grade-${id}`)
          }
        />
      </Step>
      {(['paint', 'wheel', 'interior'] as const).map((kind, i) => (
        <Step key={kind} id={kind} n={i + 2} title={STEPS[i + 1]?.label ?? ''}>
          <SingleChoiceGroup
            catalogue={catalogue}
            kind={kind}
            grade={build.grade}
            selected={build[kind]}
            labelledBy={`${kind}-title`}
            onSelect={(code) => choose({ kind, code }, nameOf(code), code)}
          />
        </Step>
      ))}
      {(['package', 'accessory'] as const).map((kind, i) => (
        <Step key={kind} id={kind} n={i + 5} title={STEPS[i + 4]?.label ?? ''}>
          <ExtrasGroup
            catalogue={catalogue}
            kind={kind}
            grade={build.grade}
            selected={build.opts}
            labelledBy={`${kind}-title`}
            onToggle={(code, on) => choose({ kind: 'option', code, selected: on }, nameOf(code), code)}
          />
        </Step>
      ))}
      {hydrated ? null : (
        <div className="border-t border-line py-6">
          <button
            type="submit"
            className="min-h-12 w-full border border-ink text-sm tracking-[0.2em] text-ink hover:bg-paper"
          >
            更新配置与价格
          </button>
        </div>
      )}
    </form>
  );
}
