/**
 * What the page says about the build besides the choices: what resolving the URL changed, the total bar
 * on narrow screens and the undo of a change the rules widened.
 */
import { formatAmount } from '#shared/domain/configurator/money';
import type { Undo } from './use-build.tsx';

/** What was dropped or changed when the URL's build was resolved. */
export function ResolveNotices({ notices }: { notices: readonly string[] }) {
  if (notices.length === 0) return null;
  return (
    <div role="status" className="mt-8 border-l-2 border-gold bg-paper px-5 py-4 text-sm leading-6 text-ink">
      <p className="font-medium">部分配置已调整</p>
      <ul className="mt-1 list-disc pl-5 text-mute">
        {notices.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  );
}

/** The total fixed to the bottom on narrow screens, with the car in its paint beside it. */
export function MobileTotalBar({ src, total }: { src: string; total: number }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-5 py-3 backdrop-blur lg:hidden print:hidden">
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        {/* The car in its paint stays in sight while the stage is scrolled away (same URL: from the cache). */}
        <img src={src} width={96} height={48} alt="" className="h-12 w-24 shrink-0 object-contain" />
        <a href="#summary" className="mr-auto min-w-0">
          <span className="block text-xs tracking-widest text-mute">预估总价</span>
          <span className="block text-xl font-light text-ink tabular-nums">{formatAmount(total)}</span>
        </a>
        <a href="#summary" className="inline-flex min-h-11 items-center border border-ink px-5 text-sm text-ink">
          查看明细
        </a>
      </div>
    </div>
  );
}

export function UndoToast({ undo, onUndo }: { undo: Undo | null; onUndo: () => void }) {
  if (!undo) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-24 z-40 mx-auto flex max-w-md items-center justify-between gap-4 bg-ink px-5 py-3 text-sm text-white shadow-xl lg:bottom-8 print:hidden"
    >
      <span>{undo.text}</span>
      <button type="button" onClick={onUndo} className="min-h-11 shrink-0 px-3 text-gold underline underline-offset-4">
        撤销
      </button>
    </div>
  );
}
