/** `/legal/user-agreement` and `/legal/privacy`: typed content, no API; any other document is a 404. */
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { findLegalDocument, LEGAL_DOCUMENTS, type LegalSlug } from '#client/content/legal.ts';
import { formatDateZh } from '#client/lib/ui/format.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';

export function loader({ params }: LoaderFunctionArgs): { slug: LegalSlug } {
  const doc = findLegalDocument(params.doc);
  if (!doc) throw data(null, { status: 404 });
  return { slug: doc.slug };
}

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const doc = findLegalDocument((loaded as { slug?: string } | undefined)?.slug);
    return doc
      ? { title: doc.title, description: doc.description }
      : { title: '法律条款', description: '奥瑞麟法律条款。' };
  },
};

export function Component() {
  const { slug } = useLoaderData<typeof loader>();
  const doc = LEGAL_DOCUMENTS[slug];
  const other = slug === 'privacy' ? LEGAL_DOCUMENTS['user-agreement'] : LEGAL_DOCUMENTS.privacy;
  return (
    <article className="mx-auto max-w-3xl px-6 py-12 md:px-8 md:py-16">
      <h1 className="text-3xl font-light tracking-widest text-ink md:text-4xl">{doc.title}</h1>
      <p className="mt-3 text-sm text-mute">生效日期：{formatDateZh(doc.effective)}</p>
      <p className="mt-8 text-base leading-8 text-ink">{doc.intro}</p>
      <nav aria-label="目录" className="mt-8 border-y border-line py-5">
        <ol className="grid gap-2 text-sm sm:grid-cols-2">
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-mute underline-offset-4 hover:text-ink hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-20">
          <h2 id={`${s.id}-title`} className="text-lg tracking-wider text-ink">
            {s.title}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-3 text-sm leading-7 text-mute md:text-base md:leading-8">
              {p}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-12 border-t border-line pt-6 text-sm text-mute">
        另请阅读
        <Link to={paths.legal(other.slug)} className="mx-1 text-ink underline underline-offset-4">
          《{other.title}》
        </Link>
        ，或返回
        <Link to={paths.home()} className="ml-1 text-ink underline underline-offset-4">
          首页
        </Link>
        。
      </p>
    </article>
  );
}
