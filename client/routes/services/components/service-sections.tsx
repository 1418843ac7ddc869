/** Renders the typed content of a service page: hero and sections (features, steps, plans, text, FAQ). */
import type { ReactNode } from 'react';
import { FaqAccordion } from '#client/features/faq/faq-accordion.tsx';
import { formatYuan } from '#client/lib/ui/format.ts';
import type { ServicePage, ServiceSection } from '#client/content/services/types.ts';
import { NumberedSteps } from '#client/components/ui/numbered-steps.tsx';

export function ServiceHero({ page }: { page: ServicePage }) {
  return (
    <header className="bg-ink text-white">
      <div data-read-aloud="" className="mx-auto max-w-7xl px-6 py-16 md:px-8 md:py-24">
        <p className="text-xs tracking-[0.4em] text-gold">{page.eyebrow}</p>
        <h1 className="mt-4 text-3xl font-light tracking-widest md:text-5xl">{page.heading}</h1>
        <p className="mt-6 max-w-2xl text-sm leading-7 text-white/80 md:text-base md:leading-8">{page.lead}</p>
      </div>
    </header>
  );
}

function SectionShell({ section, tone, children }: { section: ServiceSection; tone: 'white' | 'paper'; children: ReactNode }) {
  return (
    <section data-read-aloud="" id={section.id} aria-labelledby={`${section.id}-title`} className={tone === 'paper' ? 'bg-paper' : 'bg-white'}>
      <div className="mx-auto max-w-7xl px-6 py-14 md:px-8 md:py-20">
        <h2 id={`${section.id}-title`} className="text-2xl font-light tracking-widest md:text-3xl">
          {section.title}
        </h2>
        {section.lead ? <p className="mt-4 max-w-3xl text-sm leading-7 text-mute md:text-base">{section.lead}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

function SectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case 'features':
      return (
        <ul className="grid gap-px bg-line sm:grid-cols-2 lg:grid-cols-3">
          {section.items.map((item) => (
            <li key={item.title} className="bg-white p-7 md:p-8">
              <h3 className="text-lg tracking-wider">{item.title}</h3>
              <p className="mt-3 text-sm leading-7 text-mute">{item.text}</p>
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <NumberedSteps steps={section.items} look="grid" />
      );
    case 'plans':
      return (
        <>
          <ul className="grid gap-6 md:grid-cols-2 lg:max-w-4xl">
            {section.plans.map((plan) => (
              <li key={plan.name} className={`flex flex-col border p-8 ${plan.featured ? 'border-gold bg-white shadow-sm' : 'border-line bg-white'}`}>
                <h3 className="text-lg tracking-wider">{plan.name}</h3>
                <p className="mt-4">
                  <span className="text-4xl font-light text-ink">{formatYuan(plan.price)}</span>
                  <span className="ml-2 text-sm text-mute">/ {plan.term}</span>
                </p>
                <ul className="mt-6 space-y-2 text-sm leading-6 text-mute">
                  {plan.features.map((f) => (
                    <li key={f} className="flex gap-2">
                      <span aria-hidden="true" className="text-gold-dark">✓</span>
                      {f}
                    </li>
                  ))}
                </ul>
                {plan.featured ? <p className="mt-6 text-xs tracking-widest text-gold-dark">推荐</p> : null}
              </li>
            ))}
          </ul>
          {section.note ? <p className="mt-6 max-w-3xl text-xs leading-6 text-mute">* {section.note}</p> : null}
        </>
      );
    case 'text':
      return (
        <div className="max-w-3xl space-y-4 text-sm leading-7 text-ink/85 md:text-base md:leading-8">
          {section.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      );
    case 'faq':
      return (
        <div className="max-w-4xl">
          <FaqAccordion items={section.items} />
        </div>
      );
  }
}

export function ServiceSections({ sections, startTone = 'white' }: { sections: ServiceSection[]; startTone?: 'white' | 'paper' }) {
  return (
    <>
      {sections.map((section, i) => (
        <SectionShell key={section.id} section={section} tone={(i % 2 === 0) === (startTone === 'white') ? 'white' : 'paper'}>
          <SectionBody section={section} />
        </SectionShell>
      ))}
    </>
  );
}
