/** 查找经销商 and, for a model sold online, 在线购车: how both rows of calls to action on a model page end. */
import { Link } from 'react-router';
import type { ModelSummary } from '#client/content/models/model-content.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { useOpenModalLater } from '#client/components/ui/open-modal-later.ts';

export type CtaTone = 'light' | 'dark';

/**
 * The outlined link of each row: white on the hero's photo, ink on paper below (component classes,
 * client/styles/components.css: each row has two).
 */
export const DEALER_LINK_CLASS: Record<CtaTone, string> = { light: 'cta-on-photo', dark: 'cta-outline' };

export function DealerAndPurchase({ content, tone }: { content: ModelSummary; tone: CtaTone }) {
  return (
    <>
      <Link to={paths.dealer()} className={DEALER_LINK_CLASS[tone]}>
        查找经销商
      </Link>
      {content.onlinePurchase ? <OnlinePurchaseButton tone={tone} /> : null}
    </>
  );
}

function OnlinePurchaseButton({ tone }: { tone: CtaTone }) {
  const openModal = useOpenModalLater();
  return (
    <button
      type="button"
      onClick={() =>
        openModal({ title: 'NX 在线购车', size: 'md' }, () =>
          import('./online-purchase.tsx').then(({ OnlinePurchasePopup }) => <OnlinePurchasePopup />),
        )
      }
      className={`inline-flex min-h-11 items-center border px-6 text-sm ${tone === 'light' ? 'border-gold bg-gold text-ink hover:bg-white' : 'border-gold-dark text-gold-dark hover:bg-gold-dark hover:text-white'}`}
    >
      在线购车
    </button>
  );
}
