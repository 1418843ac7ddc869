/** The upstream failed: the inputs are all kept (they are the URL), and reloading the same URL retries. */
import { Link, useLocation, useNavigation } from 'react-router';

export function RetryNotice() {
  const location = useLocation();
  const navigation = useNavigation();
  const retrying = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  return (
    <div
      role="alert"
      className="mb-6 border-l-2 border-error bg-white px-5 py-4 text-sm leading-6 text-ink"
      data-testid="trade-in-retry"
    >
      <p>估价服务暂时无法连接，您填写的信息都已保留。</p>
      <Link
        to={location.pathname + location.search}
        replace
        preventScrollReset
        className="mt-2 inline-flex min-h-11 items-center text-ink underline underline-offset-4"
      >
        {retrying ? '正在重试…' : '重试'}
      </Link>
    </div>
  );
}
