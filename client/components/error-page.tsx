import { Link } from 'react-router';
import { useEnv } from '#client/lib/edge.tsx';
import { paths } from '#client/lib/paths.ts';

const COPY: Record<'notFound' | 'upstream' | 'error', { heading: string; text: string }> = {
  notFound: { heading: '页面未找到', text: '您访问的页面不存在或已下线，可以从下面的入口继续浏览。' },
  upstream: { heading: '服务暂时不可用', text: '我们暂时无法获取页面内容，请稍后刷新重试。' },
  error: { heading: '页面暂时无法显示', text: '页面出了点问题，我们已记录，请稍后再试。' },
};

/** The one error page: Chinese copy per status, ways back into the site, the hotline. Never a stack. */
export function ErrorPage({ status }: { status: number }) {
  const { config } = useEnv();
  const copy = status === 404 ? COPY.notFound : status === 502 || status === 503 || status === 504 ? COPY.upstream : COPY.error;
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-6 py-24 text-center md:py-32" aria-labelledby="error-title">
      <p className="text-sm tracking-[0.3em] text-gold-dark">{status}</p>
      <h1 id="error-title" className="mt-4 text-3xl font-light text-ink md:text-4xl">
        {copy.heading}
      </h1>
      <p className="mt-4 text-base leading-7 text-mute">{copy.text}</p>
      <nav aria-label="继续浏览" className="mt-10 flex flex-wrap justify-center gap-3">
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
