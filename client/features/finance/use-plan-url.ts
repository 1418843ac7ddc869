/**
 * The plan the URL describes, and the way back: a committed change replaces the URL (no history entry,
 * no scroll), and the route's loader runs only when the car changes.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FinancialCar } from '#shared/api/client-api';
import { planQuery, resolvePlan } from '#shared/domain/finance';
import { FINANCE_PARAMS, parseFinanceQuery, type FinanceQuery } from '#shared/domain/finance-query';
import type { PlanPatch } from './form-values.ts';

export function usePlanUrl(cars: readonly FinancialCar[]) {
  const location = useLocation();
  const navigate = useNavigate();

  const plan = useMemo(
    () => resolvePlan(cars, parseFinanceQuery(new URLSearchParams(location.search))),
    [cars, location.search],
  );

  // The last committed query: the router renders the new location a moment later, and a quick second
  // change (keyboard users are quick) must build on the first.
  const latest = useRef<FinanceQuery | null>(null);
  const current = plan ? parseFinanceQuery(new URLSearchParams(planQuery(plan))) : null;
  useEffect(() => {
    latest.current = null;
  }, [location.search]);

  const commit = (patch: PlanPatch) => {
    const base = latest.current ?? current;
    if (!base) return;
    const next = { ...base, ...patch };
    latest.current = next;
    const q = new URLSearchParams();
    for (const key of FINANCE_PARAMS) {
      const v = next[key];
      if (v !== null && v !== '') q.set(key, v);
    }
    void navigate({ search: `?${q.toString()}` }, { replace: true, preventScrollReset: true });
  };

  return { plan, commit, applyInPlace: new URLSearchParams(location.search).get('apply') === '1' };
}
