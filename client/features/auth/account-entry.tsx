/** The header's account entry: `登录 / 注册` for visitors, the nickname for a logged-in user (after hydration). */
import { Link } from 'react-router';
import { paths } from '#client/lib/ui/paths.ts';
import { useUser } from '#client/stores/user-store.tsx';

export function AccountEntry({ className }: { className?: string }) {
  const nickname = useUser((s) => (s.hydrated && s.loggedIn ? (s.user?.nickname ?? '我的账户') : null));
  if (nickname === null) {
    return (
      <Link to={paths.accountLogin()} className={className}>
        登录 / 注册
      </Link>
    );
  }
  return (
    <Link to={paths.account()} className={className} aria-label={`我的账户：${nickname}`}>
      <span className="max-w-[8em] truncate">{nickname}</span>
    </Link>
  );
}
