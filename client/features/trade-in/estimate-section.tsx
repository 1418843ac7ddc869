/**
 * 估价结果: the estimate for the chosen car and condition, and the hook that brings a new estimate into
 * view (on a phone it is below the whole cascade).
 */
import { useEffect, useRef } from 'react';
import type { City, UsedCarGradePrices, UsedCarModel, UsedCarPrice } from '#shared/api/client-api';
import { monthText, type TradeInQuery } from '#shared/domain/trade-in';
import { ValuationResult } from './valuation-result.tsx';

const TITLE_ID = 'estimate-title';

/** Focuses the result's heading when a new estimate arrives: not on the first render, not on a grade switch. */
export function useFocusNewEstimate(valuation: UsedCarPrice | null) {
  const estimateKey = valuation
    ? `${valuation.modelId}/${valuation.regDate}/${valuation.mileage}/${valuation.cityId}`
    : '';
  const shownEstimate = useRef(estimateKey);
  useEffect(() => {
    if (shownEstimate.current === estimateKey) return;
    shownEstimate.current = estimateKey;
    if (estimateKey) document.getElementById(TITLE_ID)?.focus();
  }, [estimateKey]);
}

export function EstimateSection({
  query,
  valuation,
  grade,
  model,
  city,
}: {
  query: TradeInQuery;
  valuation: UsedCarPrice;
  grade: UsedCarGradePrices;
  model: UsedCarModel;
  city: City | null;
}) {
  return (
    <section aria-labelledby={TITLE_ID} className="mt-8 bg-white p-5 md:p-8">
      <h2 id={TITLE_ID} tabIndex={-1} className="text-lg font-light tracking-widest text-ink outline-none">
        估价结果
      </h2>
      <p className="mt-1 mb-6 text-sm text-mute">
        {model.name} · {monthText(valuation.regDate)}上牌 · {valuation.mileage} 万公里 · {city?.name}
      </p>
      <ValuationResult query={query} valuation={valuation} grade={grade} />
    </section>
  );
}
