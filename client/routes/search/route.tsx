/**
 * `/search?q=`: the site search, rendered on the server from the process's index (the app context's
 * `search`), so it works without JavaScript and can be shared. Results come grouped by kind, the group
 * with the best hit first; `?kind=&page=` pages through one group. Kept out of search engines
 * (`noindex`) and out of the rendered-page cache: every query is its own page, and an index answer
 * costs less than a cache entry (docs/decisions/0029-site-search.md).
 */
import { data, Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { parsePageParam } from '#shared/domain/paging';
import {
  cleanQuery,
  GROUP_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  parseSearchKind,
  SEARCH_KIND_LABELS,
  searchQuery,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchResults,
  type TextPiece,
} from '#shared/domain/search';
import { getApp } from '#client/lib/data/app-context.ts';
import { formatDateZh, formatYuan } from '#client/lib/ui/format.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { UNAVAILABLE } from '#client/lib/data/route-status.ts';

interface SearchPageData {
  query: string;
  kind: SearchKind | null;
  /** Null: no query yet, or the search is unavailable (`unavailable`). */
  results: SearchResults | null;
  unavailable: boolean;
}

/** Offered before anything was typed. */
const STARTERS = ['ES 油耗', '保养周期', '召回', '上海 经销商', '车机 升级', 'F SPORT 多少钱'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = cleanQuery(url.searchParams.get('q'));
  const kind = parseSearchKind(url.searchParams.get('kind')) ?? null;
  const page = parsePageParam(url.searchParams.get('page'));
  if (page === null) throw data(null, { status: 404 });
  if (!query) return { query, kind: null, results: null, unavailable: false } satisfies SearchPageData;
  const results = await getApp(context).search.search({ query, ...(kind ? { kind, page } : {}) }, request.signal);
  if (!results) return data({ query, kind, results: null, unavailable: true } satisfies SearchPageData, UNAVAILABLE);
  const group = kind ? results.groups[0] : undefined;
  if (kind && page > 1 && (!group || group.hits.length === 0)) throw data(null, { status: 404 });
  return { query, kind, results, unavailable: false } satisfies SearchPageData;
}

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const query = (loaded as Partial<SearchPageData> | undefined)?.query;
    return {
      title: query ? `“${query}”的搜索结果` : '站内搜索',
      description: '在奥瑞麟官网搜索车型与版本、新闻、质量公告、服务与常见问题和经销商。',
      noindex: true,
    };
  },
};

export function Component() {
  const { query, kind, results, unavailable } = useLoaderData<typeof loader>();
  const total = results?.groups.reduce((sum, g) => sum + g.total, 0) ?? 0;
  return (
    <>
      <header className="bg-paper">
        <div className="mx-auto max-w-5xl px-6 py-12 md:px-8 md:py-16">
          <h1 className="text-3xl font-light tracking-widest md:text-4xl">站内搜索</h1>
          <SearchForm query={query} />
          {results && total > 0 ? (
            <p className="mt-4 text-sm text-mute" role="status">
              “{query}”共找到 {total} 条结果
            </p>
          ) : null}
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-6 py-10 md:px-8 md:py-14">
        {unavailable ? (
          <p role="alert" className="py-10 text-center text-mute">
            搜索暂时不可用，请稍后再试。
          </p>
        ) : !results ? (
          <Suggestions title="大家都在搜" words={STARTERS} />
        ) : results.groups.length === 0 ? (
          <EmptyState query={query} suggestions={results.suggestions} />
        ) : (
          <>
            {kind ? (
              <p className="mb-8 text-sm">
                <Link to={paths.search(searchQuery({ query }))} className="text-gold-dark underline underline-offset-4">
                  返回全部结果
                </Link>
              </p>
            ) : null}
            {results.groups.map((group) => (
              <GroupSection key={group.kind} group={group} query={query} paged={kind !== null} />
            ))}
          </>
        )}
      </div>
    </>
  );
}

function SearchForm({ query }: { query: string }) {
  return (
    <Form method="get" action={paths.search()} role="search" className="mt-6 flex max-w-2xl gap-2">
      <label htmlFor="search-page-q" className="sr-only">
        搜索内容
      </label>
      <input
        id="search-page-q"
        type="search"
        name="q"
        defaultValue={query}
        key={query}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="车型、保养、召回、经销商…"
        className="min-h-12 flex-1 border border-line bg-white px-4 text-base text-ink"
      />
      <button type="submit" className="min-h-12 bg-ink px-6 text-sm tracking-widest text-white hover:bg-gold-dark">
        搜索
      </button>
    </Form>
  );
}

function Marked({ pieces }: { pieces: TextPiece[] }) {
  return (
    <>
      {pieces.map((p, i) =>
        p.mark ? (
          <mark key={i} className="bg-gold/25 text-ink">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

function HitItem({ hit }: { hit: SearchHit }) {
  return (
    <li className="py-5">
      <Link to={hit.href} className="text-lg text-ink hover:underline hover:underline-offset-4">
        <Marked pieces={hit.title} />
      </Link>
      {hit.price !== undefined ? (
        <p className="mt-1 text-sm text-gold-dark">
          厂商建议零售价 {formatYuan(hit.price)}
          {hit.href.startsWith('/configurator/') ? <span className="text-mute"> · 在配置器中查看此版本</span> : null}
        </p>
      ) : null}
      {hit.date ? (
        <p className="mt-1 text-xs text-mute">
          <time dateTime={hit.date}>{formatDateZh(hit.date)}</time>
        </p>
      ) : null}
      <p className="mt-2 text-sm leading-6 text-mute">
        <Marked pieces={hit.snippet} />
      </p>
    </li>
  );
}

function GroupSection({ group, query, paged }: { group: SearchGroup; query: string; paged: boolean }) {
  const label = SEARCH_KIND_LABELS[group.kind];
  const headingId = `search-group-${group.kind}`;
  const last = Math.max(1, Math.ceil(group.total / GROUP_PAGE_SIZE));
  const pageLink = (page: number) => paths.search(searchQuery({ query, kind: group.kind, page }));
  return (
    <section aria-labelledby={headingId} className="mb-12">
      <h2 id={headingId} className="border-b border-line pb-3 text-xl tracking-wider">
        {label} <span className="text-sm text-mute">（{group.total}）</span>
      </h2>
      <ul className="divide-y divide-line">
        {group.hits.map((hit) => (
          <HitItem key={hit.id} hit={hit} />
        ))}
      </ul>
      {!paged && group.total > group.hits.length ? (
        <Link to={pageLink(1)} className="mt-2 inline-flex min-h-11 items-center text-sm text-gold-dark underline underline-offset-4">
          查看全部 {group.total} 条{label}结果
        </Link>
      ) : null}
      {paged && last > 1 ? (
        <nav aria-label={`${label}结果分页`} className="mt-6 flex items-center gap-4 text-sm">
          {group.page > 1 ? (
            <Link to={pageLink(group.page - 1)} rel="prev" className="inline-flex min-h-11 items-center border border-line px-4 hover:border-ink">
              上一页
            </Link>
          ) : null}
          <span className="text-mute">
            第 {group.page} / {last} 页
          </span>
          {group.page < last ? (
            <Link to={pageLink(group.page + 1)} rel="next" className="inline-flex min-h-11 items-center border border-line px-4 hover:border-ink">
              下一页
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function Suggestions({ title, words }: { title: string; words: readonly string[] }) {
  return (
    <section aria-labelledby="search-suggestions">
      <h2 id="search-suggestions" className="text-base tracking-wider text-ink">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {words.map((word) => (
          <li key={word}>
            <Link
              to={paths.search(searchQuery({ query: word }))}
              className="inline-flex min-h-11 items-center border border-line px-4 text-sm text-ink hover:border-ink"
            >
              {word}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EmptyState({ query, suggestions }: { query: string; suggestions: readonly string[] }) {
  return (
    <div>
      <p role="status" className="text-lg text-ink">
        未找到与“{query}”相关的结果
      </p>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm leading-6 text-mute">
        <li>请检查输入是否有误，或换一个更简短的说法</li>
        <li>可以输入车型名称（如 ES）、服务项目（如 保养）或城市（如 上海）</li>
        <li>
          仍未找到答案？请查看
          <Link to={paths.service('faq')} className="text-gold-dark underline underline-offset-4">
            常见问题
          </Link>
          或致电客户关怀热线
        </li>
      </ul>
      <div className="mt-10">
        <Suggestions title="试试这些搜索" words={suggestions} />
      </div>
    </div>
  );
}
