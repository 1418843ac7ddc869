/**
 * The lead's dealer, with what the form knows of it. Before hydration the dealer list cannot follow the
 * city, so a button posts the form back for a new one.
 */
import type { ComponentProps } from 'react';
import { DealerSelect } from '#client/components/ui/region-selects.tsx';
import type { LeadFormState } from './use-lead-form.ts';

/** What the field's control decides about the dealer select: its id, name, error, required, and its width. */
type DealerSelectPlace = Omit<
  ComponentProps<typeof DealerSelect>,
  'label' | 'dealers' | 'value' | 'onChange' | 'loading'
>;

/** Called by LeadFieldControl (lead-fields.tsx says why this is no component). */
export function dealerChoice(form: LeadFormState, select: DealerSelectPlace) {
  const { dealer } = form;
  return (
    <>
      <DealerSelect
        {...select}
        label="意向经销商"
        dealers={form.dealers}
        value={form.values.dealerCode}
        onChange={(code) => form.update({ dealerCode: code })}
        loading={form.loadingDealers}
      />
      {form.hydrated ? null : (
        <div className="md:col-span-2">
          <button
            type="submit"
            name="intent"
            value="refresh"
            formNoValidate
            className="min-h-11 border border-line px-4 text-sm text-ink hover:border-ink"
          >
            更换省份或城市后，点此更新经销商列表
          </button>
        </div>
      )}
      {dealer ? (
        <p className="-mt-2 text-sm leading-6 text-mute md:col-span-2">
          {dealer.address} · 销售热线 {dealer.salesPhone} · 营业时间 {dealer.hours}
        </p>
      ) : null}
    </>
  );
}
