/**
 * The dealers of a lead form's chosen city. The form starts with the list it was given (first render,
 * server answers); once hydrated the list follows the city, and until the new list arrives the old one
 * stays and the select says it is loading. A list that fails to load becomes the dealer field's error.
 */
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { Dealer } from '#shared/api/client-api';
import type { LeadErrors, LeadValues } from '#shared/domain/lead-form';
import { paths } from '#client/lib/ui/paths.ts';

export const DEALERS_FAILED = '经销商列表加载失败，请重新选择城市';

/** The dealers the form was given (first render, server answers), and the province and city they belong to. */
export interface DealerList {
  place: string;
  dealers: readonly Dealer[];
}

/** What the dealers route answers (client/routes/test-drive/dealers/route.ts). */
interface DealersAnswer {
  place: string;
  dealers: Dealer[] | null;
}

export const placeOf = (v: Pick<LeadValues, 'provinceId' | 'cityId'>) => `${v.provinceId}/${v.cityId}`;

/**
 * `[dealers, loading, errors, setDealerList]`: `errors` are the form's, with the dealer field's error
 * added while the list failed to load; `setDealerList` takes a list the server answered with.
 */
export function useLeadDealers(values: LeadValues, errors: LeadErrors, hydrated: boolean, initial: () => DealerList) {
  const dealersFetcher = useFetcher<DealersAnswer>();
  const [dealerList, setDealerList] = useState<DealerList>(initial);

  // After hydration only: the server renders what it was given.
  const place = placeOf(values);
  const loaded = dealersFetcher.data?.place === place ? dealersFetcher.data : null;
  const wantsDealers = hydrated && values.cityId !== '' && dealerList.place !== place;
  const loadingDealers = wantsDealers && (loaded === null || dealersFetcher.state !== 'idle');
  const { load } = dealersFetcher;
  useEffect(() => {
    if (wantsDealers) void load(paths.leadDealers(values.provinceId, values.cityId));
  }, [load, wantsDealers, values.provinceId, values.cityId]);
  const dealers =
    values.cityId === '' ? [] : wantsDealers ? (loaded?.dealers ?? dealerList.dealers) : dealerList.dealers;
  const dealersFailed = wantsDealers && !loadingDealers && loaded?.dealers === null;
  const shownErrors: LeadErrors =
    dealersFailed && !errors.dealerCode ? { ...errors, dealerCode: DEALERS_FAILED } : errors;
  return [dealers, loadingDealers, shownErrors, setDealerList] as const;
}
