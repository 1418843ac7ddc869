/**
 * How a page shows its steps: `feature` as a page section of its own, `aside` beside a form, `grid` as
 * columns of a content section.
 */
const LOOKS = {
  feature: {
    list: 'mt-10 space-y-px bg-line',
    item: 'flex gap-6 bg-white py-6 md:gap-10',
    number: 'w-12 shrink-0 text-3xl font-light text-gold-dark md:text-4xl',
    title: 'text-lg tracking-wider',
    text: 'mt-2 text-sm leading-7 text-mute',
  },
  aside: {
    list: 'mt-6 space-y-6',
    item: 'flex gap-4',
    number: 'text-2xl leading-none font-light text-gold-dark',
    title: 'text-sm text-ink',
    text: 'mt-1 text-sm leading-6 text-mute',
  },
  grid: {
    list: 'grid gap-8 md:grid-cols-3 lg:grid-cols-4',
    item: 'border-t border-ink pt-5',
    number: 'text-sm tracking-[0.3em] text-gold-dark',
    title: 'mt-2 text-lg tracking-wider',
    text: 'mt-2 text-sm leading-7 text-mute',
  },
} as const;

/**
 * A numbered list of steps (01, 02, …). The big number is decoration; with `announce`, a screen reader
 * hears "第 N 步：" before each title instead.
 */
export function NumberedSteps({
  steps,
  look,
  announce = false,
}: {
  steps: ReadonlyArray<{ title: string; text: string }>;
  look: keyof typeof LOOKS;
  announce?: boolean;
}) {
  const c = LOOKS[look];
  return (
    <ol className={c.list}>
      {steps.map((step, i) => (
        <li key={step.title} className={c.item}>
          <span aria-hidden="true" className={c.number}>
            {String(i + 1).padStart(2, '0')}
          </span>
          <div>
            <h3 className={c.title}>
              {announce ? <span className="sr-only">第 {i + 1} 步：</span> : null}
              {step.title}
            </h3>
            <p className={c.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
