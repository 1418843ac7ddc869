/**
 * `/test-drive`: the test-drive booking page (`?model=` preselects a model, `?province=&city=` a place,
 * else the visitor's IP location), and the action every lead form posts to (lead-action.ts). Without
 * JavaScript a post to this page renders its result here: the confirmation, or the form of whichever
 * variant was posted with the visitor's values and the errors.
 */
import {
  Link,
  useActionData,
  useLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { NumberedSteps } from '#client/components/ui/numbered-steps.tsx';
import { ipQueryOf } from '#client/lib/data/ip-query.ts';
import { leadAction, type LeadActionData } from '#client/features/test-drive/lead-action.ts';
import { LEAD_ACTION, LeadForm } from '#client/features/test-drive/lead-form.tsx';
import { loadLeadOptions } from '#client/features/test-drive/lead-options.ts';
import { isEnquiry } from '#shared/domain/lead-form';
import { formatShareCode, normalizeShareCode } from '#shared/domain/share-code';
import { getApp } from '#client/lib/data/app-context.ts';
import { cachedApi } from '#client/lib/data/api-query.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { unavailable } from '#client/lib/data/route-status.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const options = await loadLeadOptions(cachedApi(context), 'page', {
    model: url.searchParams.get('model'),
    province: url.searchParams.get('province'),
    city: url.searchParams.get('city'),
    ip: ipQueryOf(request),
    gaps: getApp(context).upstreamGaps,
  });
  if (!options) return unavailable();
  // From a shared build (`/c/:code`): its grade, and its share code in the remark the dealer reads.
  const model = options.series.find((s) => String(s.id) === options.values.ASId);
  const grade = url.searchParams.get('grade');
  const buildCode = normalizeShareCode(url.searchParams.get('build') ?? '');
  const values = {
    ...options.values,
    ...(model?.grades.some((g) => String(g.id) === grade) && grade ? { ACId: grade } : {}),
    ...(buildCode ? { remark: `配置分享码 ${formatShareCode(buildCode)}` } : {}),
  };
  // The first submission's idempotency key, in the server HTML so a form without JavaScript has one.
  return { ...options, values, submissionKey: getApp(context).submissionKey() };
}

export const action = leadAction;

/** A lead post changes nothing this page loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === LEAD_ACTION ? false : defaultShouldRevalidate;

export const handle: RouteHandle = {
  meta: () => ({
    title: '预约试驾',
    description:
      '在线预约奥瑞麟全系车型试驾：选择意向车型与就近的授权经销商，顾问将在1个工作日内与您联系确认试驾时间。',
  }),
};

const STEPS = [
  { title: '在线预约', text: '选择意向车型与就近的授权经销商，留下您的联系方式。' },
  { title: '顾问联系', text: '经销商顾问将在1个工作日内致电，与您确认试驾时间与路线。' },
  { title: '到店试驾', text: '携带有效驾驶证到店，在专业顾问陪同下深度体验。' },
];

export function Component() {
  const options = useLoaderData<typeof loader>();
  const result = useActionData<LeadActionData>() ?? null;
  const kind = result?.kind ?? 'page';
  return (
    <>
      <header className="bg-ink text-white">
        <div className="mx-auto max-w-6xl px-6 py-14 md:px-8 md:py-20">
          <p className="text-xs tracking-[0.4em] text-gold">TEST DRIVE</p>
          <h1 className="mt-4 text-3xl font-light tracking-widest md:text-5xl">预约试驾</h1>
          <p className="mt-4 max-w-2xl text-sm leading-7 text-white/80 md:text-base">
            亲身感受奥瑞麟的静谧与从容。留下您的联系方式，授权经销商将为您安排专属试驾。
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-12 px-6 py-12 md:px-8 md:py-16 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="lead-form-title">
          <h2 id="lead-form-title" className="sr-only">
            {isEnquiry(kind) ? '咨询信息' : '试驾信息'}
          </h2>
          <LeadForm
            key={kind}
            kind={kind}
            series={options.series}
            regions={options.regions}
            dealers={options.dealers}
            values={options.values}
            result={result}
            draftKey={kind === 'page' ? 'page' : `${kind}-result`}
            submissionKey={options.submissionKey}
          />
        </section>
        <aside
          aria-labelledby="steps-title"
          className="border-t border-line pt-8 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10"
        >
          <h2 id="steps-title" className="text-base tracking-widest text-ink">
            试驾流程
          </h2>
          <NumberedSteps steps={STEPS} look="aside" />
          <p className="mt-8 text-sm leading-6 text-mute">
            想先了解门店？
            <Link to={paths.dealer()} className="text-ink underline underline-offset-4">
              查找经销商
            </Link>
          </p>
        </aside>
      </div>
    </>
  );
}
