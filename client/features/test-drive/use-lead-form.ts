/**
 * The state of one lead form: what the visitor typed (with its draft in session storage), the errors,
 * the dealers of the chosen city, the submission (a fetcher to the test-drive action, one idempotency
 * key per booking) and the confirmed booking. The form itself only renders what this returns.
 */
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useFetcher } from 'react-router';
import type { CarSeries, Dealer, Province } from '#shared/api/client-api';
import type { LeadErrors, LeadField, LeadFormKind, LeadValues } from '#shared/domain/lead-form';
import { paths } from '#client/lib/ui/paths.ts';
import { defaultCity } from '#client/lib/ui/regions.ts';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';
import type { LeadActionData, LeadSummary } from './lead-action.ts';
import { clearDraft, readDraft, saveDraft } from './draft.ts';
import { placeOf, useLeadDealers } from './use-lead-dealers.ts';
import { useFocusFirstError } from './use-focus-first-error.ts';
import { lazyOnce } from '#client/lib/ui/lazy-once.ts';

/** Every lead form posts to the test-drive page's action. */
export const LEAD_ACTION = paths.testDrive();

// The field rules (zod) are not part of the page's initial JavaScript: they load when the visitor first
// focuses the form, so they are there by the time it is submitted (docs/decisions/0019).
// A failed download is tried again on the next submission (lazyOnce).
export const loadLeadRules = lazyOnce(() => import('#shared/domain/lead-validation'));

export interface LeadFormProps {
  kind: LeadFormKind;
  series: readonly CarSeries[];
  regions: readonly Province[];
  /** Dealers of the starting city. */
  dealers: readonly Dealer[];
  values: LeadValues;
  /** The server's answer when the page itself is the result of a post (no JavaScript). */
  result?: LeadActionData | null;
  /** Keeps the model fixed (model pages): the model is shown, not chosen. */
  fixedModel?: boolean;
  /** Draft scope in session storage, e.g. `page` or `drawer-nx`. */
  draftKey: string;
  /** Idempotency key of the first attempt (rendered by the server, so a form without JavaScript has one). */
  submissionKey: string;
  submitLabel?: string;
  onDone?(summary: LeadSummary): void;
}

/** A stored draft over the starting values, if its place still exists; consent is never restored. */
function restoreDraft(props: LeadFormProps): LeadValues | null {
  const draft = readDraft(props.draftKey);
  if (!draft) return null;
  // The valuation an appraisal carries is the page's current one, never a stored one.
  const next = { ...props.values, ...draft, accept: '', tradeIn: props.values.tradeIn };
  if (props.fixedModel) next.ASId = props.values.ASId;
  const knownPlace = props.regions.some(
    (p) => String(p.id) === next.provinceId && p.cities.some((c) => String(c.id) === next.cityId),
  );
  if (!knownPlace)
    Object.assign(next, { provinceId: props.values.provinceId, cityId: props.values.cityId, dealerCode: '' });
  return next;
}

/** The form element (focus on the first invalid field) and the confirmation (focused once shown). */
export interface LeadFormRefs {
  formRef: RefObject<HTMLFormElement | null>;
  summaryRef: RefObject<HTMLDivElement | null>;
}

export function useLeadForm(props: LeadFormProps, { formRef, summaryRef }: LeadFormRefs) {
  const { kind, regions, draftKey } = props;
  const hydrated = useHydrated();
  const fetcher = useFetcher<LeadActionData>();

  const fromServer = props.result && props.result.status !== 'done' ? props.result : null;
  const [values, setValues] = useState<LeadValues>(fromServer?.values ?? props.values);
  const [errors, setErrors] = useState<LeadErrors>(fromServer?.status === 'invalid' ? fromServer.errors : {});
  // A refused post keeps its key: the page rendered for it (no JavaScript) sends the same one again.
  const [key, setKey] = useState(
    fromServer?.status === 'invalid' && fromServer.idempotencyKey ? fromServer.idempotencyKey : props.submissionKey,
  );
  const [checking, setChecking] = useState(false);
  const checkingRef = useRef(false);
  const [done, setDone] = useState<LeadSummary | null>(props.result?.status === 'done' ? props.result.summary : null);

  // The trade-in page switches the condition grade without a new render of the form's starting values
  // from the server: the valuation the appraisal carries follows the page.
  const [pageTradeIn, setPageTradeIn] = useState(props.values.tradeIn);
  if (props.values.tradeIn !== pageTradeIn) {
    setPageTradeIn(props.values.tradeIn);
    setValues((v) => ({ ...v, tradeIn: props.values.tradeIn }));
  }

  // A draft from this tab comes back once hydrated (session storage does not exist on the server, so
  // reading it earlier would make the two markups differ), unless a server result, which is newer, is shown.
  const [draftRead, setDraftRead] = useState(false);
  if (hydrated && !draftRead) {
    setDraftRead(true);
    const restored = fromServer || done ? null : restoreDraft(props);
    if (restored) setValues(restored);
  }

  // The dealers follow the chosen city.
  const [dealers, loadingDealers, shownErrors, setDealerList] = useLeadDealers(values, errors, hydrated, () =>
    fromServer?.dealers
      ? { place: placeOf(fromServer.values), dealers: fromServer.dealers }
      : { place: placeOf(props.values), dealers: props.dealers },
  );

  const focusFirstError = useFocusFirstError(kind, formRef);

  // The server's answer to a fetcher submission: draft, focus and callback go with it.
  const onAnswer = useEffectEvent((answer: LeadActionData) => {
    if (answer.status === 'done') {
      clearDraft(draftKey);
      setDone(answer.summary);
      setKey(crypto.randomUUID());
      setValues((v) => ({ ...v, accept: '', remark: '' }));
      props.onDone?.(answer.summary);
      return;
    }
    if (answer.dealers) setDealerList({ place: placeOf(answer.values), dealers: answer.dealers });
    setErrors(answer.status === 'invalid' ? answer.errors : {});
    if (answer.status === 'invalid') focusFirstError(answer.errors);
  });
  useEffect(() => {
    if (fetcher.data && fetcher.state === 'idle') onAnswer(fetcher.data);
  }, [fetcher.data, fetcher.state]);

  // Without JavaScript the result page focuses nothing; once hydrated, a refused post focuses its first error.
  const focusServerError = useEffectEvent(() => {
    if (fromServer?.status === 'invalid') focusFirstError(fromServer.errors);
  });
  useEffect(() => focusServerError(), []);

  useEffect(() => {
    if (done) summaryRef.current?.focus();
  }, [done]);

  function update(patch: Partial<LeadValues>) {
    setValues((v) => {
      const next = { ...v, ...patch };
      saveDraft(draftKey, next);
      return next;
    });
    // A corrected field loses its error at once.
    setErrors((e) => {
      const rest = { ...e };
      for (const f of Object.keys(patch) as LeadField[]) delete rest[f];
      return rest;
    });
  }

  function chooseProvince(provinceId: number) {
    const city = regions.find((r) => r.id === provinceId);
    const first = city ? defaultCity(city) : undefined;
    update({ provinceId: String(provinceId), cityId: first ? String(first.id) : '', dealerCode: '' });
  }

  function chooseCity(cityId: number) {
    update({ cityId: String(cityId), dealerCode: '' });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fetcher.state !== 'idle' || checkingRef.current) return;
    const form = event.currentTarget;
    checkingRef.current = true;
    setChecking(true);
    // Without the rules (their download failed) the server's action still checks every field.
    void loadLeadRules()
      .then(
        ({ validateLead }) => validateLead(kind, values),
        () => null,
      )
      .then((checked) => {
        checkingRef.current = false;
        setChecking(false);
        if (checked && !checked.ok) {
          setErrors(checked.errors);
          focusFirstError(checked.errors);
          return;
        }
        setErrors({});
        void fetcher.submit(form, { method: 'post', action: LEAD_ACTION });
      });
  }

  return {
    values,
    errors: shownErrors,
    key,
    done,
    again: () => setDone(null),
    busy: checking || fetcher.state !== 'idle',
    hydrated,
    dealers,
    loadingDealers,
    model: props.series.find((s) => String(s.id) === values.ASId),
    province: regions.find((p) => String(p.id) === values.provinceId),
    dealer: dealers.find((d) => d.dealerCode === values.dealerCode),
    update,
    chooseProvince,
    chooseCity,
    onSubmit,
  };
}

export type LeadFormState = ReturnType<typeof useLeadForm>;
