/**
 * Under the result: apply with the plan's lender (the notice first: a dialog with JavaScript, in place
 * at `?apply=1#apply` without) and book a test drive of the car.
 */
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { planQuery, type FinancePlan } from '#shared/domain/finance';
import { paths } from '#client/lib/ui/paths.ts';
import { useUi } from '#client/stores/ui-store.tsx';
import { ApplyNotice } from './apply-notice.tsx';

export function ApplyActions({
  plan,
  link,
  inPlace,
}: {
  plan: FinancePlan;
  /** The lender's application address for this product; null when it could not be loaded. */
  link: string | null;
  /** The notice is shown in the page (`?apply=1`, the way without JavaScript). */
  inPlace: boolean;
}) {
  const openModal = useUi((s) => s.openModal);
  const closeModal = useUi((s) => s.closeModal);
  const openApply = (e: MouseEvent) => {
    // A modified click opens the in-place notice in a new tab, as the link says.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const id = openModal({
      title: `前往${plan.product.provider}`,
      size: 'md',
      content: (
        <ApplyNotice
          provider={plan.product.provider}
          productName={plan.product.name}
          url={link}
          onCancel={() => closeModal(id)}
        />
      ),
    });
  };
  const query = planQuery(plan);

  return (
    <>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={`${paths.finance(`${query}&apply=1`)}#apply`}
          onClick={openApply}
          className="inline-flex min-h-12 items-center justify-center bg-ink px-8 text-sm tracking-[0.2em] text-white hover:bg-gold-dark"
        >
          向{plan.product.provider}申请
        </a>
        <Link
          to={paths.testDrive(plan.car.seriesCode)}
          className="inline-flex min-h-12 items-center justify-center border border-ink px-8 text-sm tracking-[0.2em] text-ink hover:bg-paper"
        >
          预约试驾
        </Link>
      </div>
      {inPlace ? (
        <section id="apply" aria-labelledby="apply-title" className="mt-6 border border-gold/60 bg-paper p-5">
          <h3 id="apply-title" className="mb-3 text-base text-ink">
            前往{plan.product.provider}
          </h3>
          <ApplyNotice provider={plan.product.provider} productName={plan.product.name} url={link} />
          <p className="mt-4 text-sm">
            <Link
              to={paths.finance(query)}
              replace
              preventScrollReset
              className="text-ink underline underline-offset-4"
            >
              返回计算器
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
