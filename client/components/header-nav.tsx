/** The header's plain links, shared by the desktop bar and the phone menu. */
import { Link, NavLink } from 'react-router';
import { paths } from '#client/lib/ui/paths.ts';

export const NAV = [
  { to: paths.service('after-sales'), label: '售后服务' },
  { to: paths.news(), label: '品牌新闻' },
  { to: paths.dealer(), label: '经销商查询' },
];

/** One list of the header's links; `current` marks the page's own link (the desktop bar). */
export function NavItems({
  items,
  listClassName,
  linkClassName,
  current = false,
}: {
  items: ReadonlyArray<{ to: string; label: string }>;
  listClassName: string;
  linkClassName: string;
  current?: boolean;
}) {
  const ItemLink = current ? NavLink : Link;
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={item.to}>
          <ItemLink to={item.to} className={linkClassName}>
            {item.label}
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}
