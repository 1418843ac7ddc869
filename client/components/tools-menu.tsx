/**
 * The header's 购车工具 menu: the configurator, the grade comparison, the finance calculator and the
 * trade-in valuation (other tools join the `TOOLS` list). A native disclosure (`<details>`), so it opens by keyboard and
 * without JavaScript; Escape closes it and returns focus to its button, and a new page starts closed.
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { MODEL_LINEUP } from '#client/lib/ui/models.ts';
import { paths } from '#client/lib/ui/paths.ts';

export const TOOLS: ReadonlyArray<{ to: string; label: string; note: string }> = [
  { to: paths.configurator(MODEL_LINEUP[0]?.code ?? 'es'), label: '在线配置', note: '选配并查看价格' },
  { to: paths.compare(), label: '车型对比', note: '多款车型参数并排' },
  { to: paths.finance(), label: '金融计算器', note: '月供、利率与总支付' },
  { to: paths.tradeIn(), label: '置换估价', note: '旧车值多少钱' },
];

export function ToolsMenu() {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !node.open) return;
      node.open = false;
      node.querySelector('summary')?.focus();
    };
    node.addEventListener('keydown', onKey);
    return () => node.removeEventListener('keydown', onKey);
  }, [pathname]);
  return (
    <details key={pathname} ref={ref} className="relative">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 text-ink hover:text-gold-dark [&::-webkit-details-marker]:hidden">
        购车工具
        <svg
          aria-hidden="true"
          viewBox="0 0 12 12"
          className="h-3 w-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M2 4l4 4 4-4" />
        </svg>
      </summary>
      <ul className="absolute top-full left-1/2 z-50 mt-2 w-56 -translate-x-1/2 border border-line bg-white py-2 shadow-[0_20px_40px_-20px_rgba(0,0,0,0.25)]">
        {TOOLS.map((t) => (
          <li key={t.to}>
            <Link to={t.to} className="tool-link">
              <span>{t.label}</span>
              <span>{t.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
