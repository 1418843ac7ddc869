import { Link } from 'react-router';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { MODEL_LINEUP } from '#client/lib/ui/models.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { CareEntry } from './care-mode.tsx';

const tel = (n: string) => `tel:${n.replace(/-/g, '')}`;

/**
 * The year in China (UTC+8, no daylight saving), the brand's market: a server on UTC and a visitor in
 * Shanghai render the same year on New Year's night.
 */
const yearInChina = () => new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

/** The footer's id: the document holds its first paint until the parser reaches it (client/root.tsx). */
export const SITE_FOOTER_ID = 'site-footer';

export function SiteFooter() {
  const { config } = useEnv();
  const { brand } = config;
  return (
    // Its links turn white on hover by the footer's class (client/styles/components.css), not each its own.
    <footer id={SITE_FOOTER_ID} className="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 md:grid-cols-4 md:px-8">
        <div>
          <p className="text-lg tracking-[0.35em] text-white">{brand.nameEn}</p>
          <p className="mt-2 text-sm">{`${brand.name}汽车`}</p>
        </div>
        <nav aria-label="车型">
          <h2 className="text-sm text-white">车型</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {MODEL_LINEUP.map((m) => (
              <li key={m.code}>
                <Link to={paths.model(m.code)}>
                  {`${brand.nameEn} ${m.name}`}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="服务与资讯">
          <h2 className="text-sm text-white">服务与资讯</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link to={paths.service('after-sales')}>售后服务</Link></li>
            <li><Link to={paths.news()}>品牌新闻</Link></li>
            <li><Link to={paths.dealer()}>经销商查询</Link></li>
            <li><Link to={paths.testDrive()}>预约试驾</Link></li>
            <li><CareEntry /></li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm text-white">客户服务</h2>
          <dl className="mt-3 space-y-2 text-sm">
            {(
              [
                ['购车咨询：', brand.hotlineSales],
                ['客户关怀：', brand.hotlineService],
              ] as const
            ).map(([label, number]) => (
              <div key={label}>
                <dt className="inline">{label}</dt>
                <dd className="inline"><a href={tel(number)}>{number}</a></dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-6 py-6 text-xs leading-6 text-white/60 md:px-8">
          * 本网站所示车型图片、配置及价格仅供参考，具体以当地授权经销商实际销售车辆为准，详情请咨询
          <Link to={paths.dealer()} className="underline underline-offset-4">当地经销商</Link>。
          {/* A page from the page cache may be opened after New Year: the year may then differ, and a
              mismatch must not make React throw the whole server document away. */}
          © <span suppressHydrationWarning>{yearInChina()}</span> {brand.name}汽车（中国）投资有限公司
        </p>
      </div>
    </footer>
  );
}
