import { Link, useLocation } from 'react-router';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { paths } from '#client/lib/ui/paths.ts';
import { errorCopy } from '#client/lib/ui/error-copy.ts';

/** The one error page: Chinese copy per status, ways back into the site, the hotline. Never a stack. */
export function ErrorPage({ status }: { status: number }) {
  const { config } = useEnv();
  const copy = errorCopy(status);
  const location = useLocation();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-6 py-24 text-center md:py-32" aria-labelledby="error-title">
      <p className="text-sm tracking-[0.3em] text-gold-dark">{status}</p>
      <h1 id="error-title" className="mt-4 text-3xl font-light text-ink md:text-4xl">
        {copy.heading}
      </h1>
      <p className="mt-4 text-base leading-7 text-mute">{copy.text}</p>
      <nav aria-label="继续浏览" className="mt-10 flex flex-wrap justify-center gap-3">
        {status >= 500 ? (
          // The upstream or the page failed for now: a plain link asks the server for the page again.
          <a href={location.pathname + location.search} className="border border-ink px-6 py-3 text-sm text-ink hover:bg-paper">
            重新加载
          </a>
        ) : null}
        <Link to={paths.home()} className="border border-ink bg-ink px-6 py-3 text-sm text-white hover:bg-black">
          返回首页
        </Link>
        <Link to={paths.news()} className="border border-ink px-6 py-3 text-sm text-ink hover:bg-paper">
          品牌新闻
        </Link>
        <Link to={paths.dealer()} className="border border-ink px-6 py-3 text-sm text-ink hover:bg-paper">
          查找经销商
        </Link>
      </nav>
      <p className="mt-10 text-sm text-mute">
        客户服务热线{' '}
        <a className="text-ink underline underline-offset-4" href={`tel:${config.brand.hotlineService.replace(/-/g, '')}`}>
          {config.brand.hotlineService}
        </a>
      </p>
    </section>
  );
}
