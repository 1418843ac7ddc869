/**
 * `/events/autoshow`: the brand's stand at the auto show (dates, hall, what to see) and its
 * registration (name, phone, preferred day, consent). Posted by a fetcher to this page's action; the
 * site keeps one registration per show and phone and sends the invitation SMS once
 * (docs/decisions/0025), so a repeat shows the first registration (to the same name only). The
 * confirmation offers the visit as a calendar file (`.ics`).
 *
 * The show's dates drive the page (shared/domain/autoshow.ts), read with the app's clock by the loader
 * so the browser hydrates what the server rendered: after registration's last day the page says
 * 「报名已结束」 without the form and offers the remaining days as calendar files until the show
 * ends; a post that arrives anyway is refused with the same words.
 */
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  data,
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type FetcherWithComponents,
  type LoaderFunctionArgs,
} from 'react-router';
import type { AutoshowRegistration } from '#shared/api/client-api';
import { REQUEST_FAILED } from '#shared/api/envelope';
import type { ApiClient } from '#shared/api/request';
import {
  AUTOSHOW,
  AUTOSHOW_CLOSED_MESSAGE,
  autoshowPhase,
  daysAhead,
  formatShowDay,
  showDatesText,
  type AutoShowPhase,
} from '#shared/domain/autoshow';
import { isMainlandMobile, normalizePhone } from '#shared/domain/phone';
import { getApp } from '#client/lib/data/app-context.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { ConsentField } from '#client/components/ui/consent-field.tsx';
import { Field, fieldErrorProps, useFieldErrors } from '#client/components/ui/field.tsx';
import { PhoneField } from '#client/components/ui/phone-field.tsx';
import { TextInput, TEXT_INPUT_CLASS } from '#client/components/ui/text-input.tsx';
import { Registered, RegistrationClosed } from '#client/routes/events/autoshow/components/registration-status.tsx';

type RegisterResult =
  | { ok: true; registration: AutoshowRegistration | null; repeat: boolean }
  | { ok: false; error: string; closed?: true };

/** Where the show stands now, and the days a visitor can still come on. */
export function loader({ context }: LoaderFunctionArgs): { phase: AutoShowPhase; days: string[] } {
  const now = getApp(context).now();
  return { phase: autoshowPhase(AUTOSHOW, now), days: daysAhead(AUTOSHOW, now) };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const { api, edge, now } = getApp(context);
  if (autoshowPhase(AUTOSHOW, now()) !== 'open') {
    return data<RegisterResult>({ ok: false, error: AUTOSHOW_CLOSED_MESSAGE, closed: true }, { status: 403 });
  }
  return register(api, edge.channel, await request.formData());
}

async function register(api: ApiClient, channel: number, form: FormData): Promise<RegisterResult> {
  const text = (name: string) => String(form.get(name) ?? '');
  const r = await api.post('/api/client/smsAutoshow', {
    showId: AUTOSHOW.id,
    name: text('name').trim(),
    phone: normalizePhone(text('phone')),
    s: channel,
    day: text('day'),
    accept: text('accept') === 'on',
  });
  if (r.ok && r.data?.repeated) return { ok: true, registration: r.data.registration ?? null, repeat: true };
  if (r.ok && r.data?.registration) return { ok: true, registration: r.data.registration, repeat: false };
  // The site closed registration by its own clock (this browser's may be behind).
  if (r.msg === AUTOSHOW_CLOSED_MESSAGE) return { ok: false, error: r.msg, closed: true };
  return { ok: false, error: r.code === REQUEST_FAILED || !r.msg ? '登记失败，请稍后再试' : r.msg };
}

const DATES = showDatesText(AUTOSHOW);

const INTRO: Record<AutoShowPhase, string> = {
  open: '奥瑞麟展台诚邀您莅临，登记后即可收到参观短信，凭短信领取到店礼遇。',
  closed: '奥瑞麟展台诚邀您莅临。预约登记已截止，已登记的来宾请凭短信到展台服务台领取礼遇。',
  ended: '本届展会已圆满落幕，感谢每一位莅临奥瑞麟展台的来宾。',
};

export const handle: RouteHandle = {
  meta: ({ data: loaded }) => {
    const open = (loaded as { phase?: AutoShowPhase } | undefined)?.phase === 'open';
    return {
      title: `${AUTOSHOW.name} · 奥瑞麟展台`,
      description: `${DATES}，${AUTOSHOW.venue}${AUTOSHOW.hall}（展位 ${AUTOSHOW.stand}）。${
        open ? '预约登记参观奥瑞麟展台，凭短信领取到店礼遇。' : '预约登记已结束。'
      }`,
      image: '/static/kv/2.jpg',
    };
  },
};

export function Component() {
  const { phase, days } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<RegisterResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // A page opened before the close and posted after it: the refusal closes the page as well.
  const shown: AutoShowPhase = phase === 'open' && result && !result.ok && result.closed ? 'closed' : phase;
  return (
    <>
      <header className="bg-ink text-white">
        <div className="mx-auto max-w-7xl px-6 py-14 md:px-8 md:py-20">
          <p className="text-xs tracking-[0.4em] text-gold">AUTO SHOW</p>
          <h1 className="mt-4 text-3xl font-light tracking-widest md:text-5xl">{AUTOSHOW.name}</h1>
          <p className="mt-5 max-w-2xl text-sm leading-7 text-white/80 md:text-base">{INTRO[shown]}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-10 md:px-8 md:py-14 lg:grid-cols-[1fr_1fr]">
        <div>
          <section aria-labelledby="show-info">
            <h2 id="show-info" className="text-xl tracking-wider md:text-2xl">
              展会信息
            </h2>
            <dl className="mt-5 grid grid-cols-[5rem_1fr] gap-x-3 gap-y-3 text-sm leading-6">
              <dt className="text-mute">展期</dt>
              <dd className="text-ink">{DATES}</dd>
              <dt className="text-mute">开放时间</dt>
              <dd className="text-ink">
                每日 {AUTOSHOW.opens}–{AUTOSHOW.closes}
              </dd>
              <dt className="text-mute">展馆</dt>
              <dd className="text-ink">
                {AUTOSHOW.venue} {AUTOSHOW.hall}
              </dd>
              <dt className="text-mute">展位</dt>
              <dd className="text-ink">{AUTOSHOW.stand}</dd>
              <dt className="text-mute">地址</dt>
              <dd className="text-ink">{AUTOSHOW.address}</dd>
            </dl>
          </section>
          <section aria-labelledby="show-highlights" className="mt-10">
            <h2 id="show-highlights" className="text-xl tracking-wider md:text-2xl">
              展台看点
            </h2>
            <ul className="mt-5 grid gap-px bg-line sm:grid-cols-2">
              {AUTOSHOW.highlights.map((h) => (
                <li key={h.title} className="bg-white p-5">
                  <h3 className="text-base text-ink">{h.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-mute">{h.text}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <section aria-labelledby="show-register" className="bg-paper p-6 md:p-8">
          <h2 id="show-register" className="text-xl tracking-wider md:text-2xl">
            预约登记
          </h2>
          {shown === 'open' ? <RegisterForm fetcher={fetcher} days={days} /> : <RegistrationClosed phase={shown} days={days} />}
        </section>
      </div>
    </>
  );
}

function RegisterForm({ fetcher, days }: { fetcher: FetcherWithComponents<RegisterResult>; days: readonly string[] }) {
  const ids = { name: useId(), phone: useId(), day: useId(), consent: useId(), status: useId() };
  const [values, setValues] = useState({ name: '', phone: '', day: days[0] ?? '' });
  const [consent, setConsent] = useState(false);
  const { errors, setErrors, clearing } = useFieldErrors<'name' | 'phone' | 'consent'>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  if (result?.ok) return <Registered registration={result.registration} repeat={result.repeat} />;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const invalid: typeof errors = {
      ...(values.name.trim().length < 2 ? { name: '请输入您的姓名（至少 2 个字）' } : {}),
      ...(isMainlandMobile(normalizePhone(values.phone)) ? {} : { phone: '请输入正确的 11 位手机号码' }),
      ...(consent ? {} : { consent: '请阅读并勾选同意隐私政策' }),
    };
    setErrors(invalid);
    // Every input is always rendered: the first invalid one can take focus now.
    const first = (['name', 'phone', 'consent'] as const).find((field) => invalid[field]);
    if (first) return document.getElementById(ids[first])?.focus();
    void fetcher.submit({ ...values, accept: 'on' }, { method: 'post', action: paths.autoshow() });
  };
  // The service's refusal (or no answer) is the form's, shown under it.
  const shownError = result && !result.ok ? result.error : null;

  return (
    <form method="post" action={paths.autoshow()} onSubmit={onSubmit} noValidate className="mt-6 grid gap-5">
      <Field id={ids.name} label="姓名" error={errors.name}>
        <TextInput
          id={ids.name}
          name="name"
          autoComplete="name"
          maxLength={20}
          value={values.name}
          onChange={clearing('name', (e: ChangeEvent<HTMLInputElement>) => setValues({ ...values, name: e.target.value }))}
          {...fieldErrorProps(ids.name, errors.name)}
        />
      </Field>
      <PhoneField
        id={ids.phone}
        value={values.phone}
        error={errors.phone}
        onChange={clearing('phone', (phone: string) => setValues({ ...values, phone }))}
      />
      <Field id={ids.day} label="计划到访日期">
        <select id={ids.day} name="day" value={values.day} onChange={(e) => setValues({ ...values, day: e.target.value })} className={TEXT_INPUT_CLASS}>
          {days.map((d) => (
            <option key={d} value={d}>
              {formatShowDay(d)}
            </option>
          ))}
        </select>
      </Field>
      <ConsentField
        id={ids.consent}
        checked={consent}
        error={errors.consent}
        onChange={clearing('consent', setConsent)}
      >
        我已阅读并同意《隐私政策》，同意奥瑞麟向该手机号码发送展会邀请短信并与我联系。
      </ConsentField>
      <div id={ids.status} aria-live="polite">
        {shownError ? (
          <p role="alert" className="text-sm text-error">
            {shownError}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={fetcher.state !== 'idle'} className="min-h-12 bg-ink px-8 text-sm tracking-widest text-white hover:bg-black disabled:opacity-60">
        {fetcher.state !== 'idle' ? '提交中…' : '立即登记'}
      </button>
    </form>
  );
}
