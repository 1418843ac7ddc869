import { NavLink } from 'react-router';
import { SERVICE_NAV } from '#client/content/services/services.ts';
import { paths } from '#client/lib/ui/paths.ts';

/** The services sub-navigation, shared by every service page (the current page has aria-current). */
export function ServiceNav() {
  return (
    <nav aria-label="服务导航" className="border-b border-line bg-white">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 md:gap-4 md:px-8">
        {SERVICE_NAV.map((page) => (
          <li key={page.slug} className="shrink-0">
            <NavLink
              to={paths.service(page.slug)}
              className={({ isActive }) =>
                `inline-flex min-h-12 items-center border-b-2 px-3 text-sm tracking-wider ${
                  isActive ? 'border-gold text-ink' : 'border-transparent text-mute hover:text-ink'
                }`
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
