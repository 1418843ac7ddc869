import type { ReactNode } from 'react';

/** A page section named by its own heading (`aria-labelledby`), the way the content pages build them. */
export function TitledSection({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
