/** `/models/nx_onlinepurchase`: how buying an NX online works, step by step. Static content. */
import { Link, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { miniProgramQrUrl } from '#shared/domain/vehicle-media';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { imageUrl } from '#client/lib/ui/image.ts';
import type { RouteHandle } from '#client/lib/ssr/meta.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { NumberedSteps } from '#client/components/ui/numbered-steps.tsx';
import { TitledSection } from '#client/components/ui/titled-section.tsx';
import { loadQuickEnquiry, QuickEnquiry } from '#client/features/test-drive/quick-enquiry.tsx';
import { LazyImage } from '#client/components/ui/lazy-image.tsx';

const STEPS: { title: string; text: string }[] = [
  { title: '选择车型与配置', text: '在车主小程序中选择 NX 的版本、车身颜色、内饰与轮毂，实时查看配置清单与厂商指导价。' },
  { title: '选择交付经销商', text: '按所在城市选择就近的授权经销商，系统将为您匹配库存或安排生产计划。' },
  { title: '在线支付意向金', text: '支付 5,000 元意向金锁定车辆，交车前可随时申请全额退还，资金由银行第三方托管。' },
  { title: '确认订单与签约', text: '专属顾问将在 24 小时内与您联系，确认金融方案、上牌与保险需求，并在线签署购车合同。' },
  { title: '到店验车交付', text: '车辆到店后，您可预约交付时间，在交付专区完成验车、功能讲解与尾款支付，开启您的 NX 之旅。' },
];

const FAQ: { q: string; a: string }[] = [
  { q: '意向金可以退吗？', a: '在签署购车合同之前，意向金可随时申请退还，原路退回，通常 1-3 个工作日到账。' },
  { q: '线上购车与到店购车价格一样吗？', a: '线上与到店执行同一厂商指导价，经销商的购车礼遇同样适用。' },
  { q: '可以先试驾再下单吗？', a: '当然可以。您可以先预约试驾，体验满意后再在小程序中完成下单。' },
];

export async function loader(args: LoaderFunctionArgs) {
  return { enquiry: await loadQuickEnquiry(args, 'nx') };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === paths.testDrive() ? false : defaultShouldRevalidate;

export const handle: RouteHandle = {
  meta: () => ({
    title: 'NX 在线购车流程',
    description: '奥瑞麟 NX 在线购车：五步完成选配、选择经销商、支付意向金、签约与到店交付。扫码进入车主小程序即可开始。',
  }),
};

export function Component() {
  const { config } = useEnv();
  const { enquiry } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-ink text-white">
        <div className="mx-auto max-w-5xl px-6 py-16 md:px-8 md:py-24">
          <nav aria-label="面包屑" className="text-xs text-white/70">
            <Link to={paths.home()} className="hover:text-white">首页</Link>
            <span aria-hidden="true"> / </span>
            <Link to={paths.model('nx')} className="hover:text-white">NX</Link>
          </nav>
          <p className="mt-8 text-xs tracking-[0.5em] text-gold">ONLINE PURCHASE</p>
          <h1 className="mt-3 text-3xl font-light tracking-widest md:text-5xl">NX 在线购车</h1>
          <p className="mt-5 max-w-2xl text-sm leading-7 text-white/80 md:text-base md:leading-8">
            从选配到交付，全程在线可视。足不出户完成下单，到店只为迎接属于您的新车。
          </p>
        </div>
      </section>
      <TitledSection
        id="steps-title"
        title="购车流程"
        className="mx-auto max-w-5xl px-6 py-16 md:px-8 md:py-20"
        titleClassName="text-2xl font-light tracking-widest md:text-3xl"
      >
        <NumberedSteps steps={STEPS} look="feature" announce />
      </TitledSection>
      <section aria-labelledby="start-title" className="bg-paper">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-8 px-6 py-16 md:flex-row md:px-8">
          <LazyImage
            src={imageUrl(config, miniProgramQrUrl(), { width: 400, format: 'png' })}
            width={180}
            height={180}
            alt={`${config.brand.name}车主小程序二维码`}
            className="h-[180px] w-[180px] bg-white p-2"
          />
          <div className="text-center md:text-left">
            <h2 id="start-title" className="text-xl tracking-wider">
              微信扫码，立即开始
            </h2>
            <p className="mt-3 text-sm leading-7 text-mute">打开微信扫一扫，进入{config.brand.name}车主小程序，在“在线购车”中选择 NX。</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3 md:justify-start">
              <Link to={paths.model('nx')} className="inline-flex min-h-11 items-center border border-ink px-6 text-sm text-ink hover:bg-white">
                返回 NX 车型页
              </Link>
              <Link to={paths.testDrive('nx')} className="inline-flex min-h-11 items-center bg-ink px-6 text-sm text-white hover:bg-black">
                预约试驾
              </Link>
            </div>
          </div>
        </div>
      </section>
      <TitledSection
        id="faq-title"
        title="常见问题"
        className="mx-auto max-w-5xl px-6 py-16 md:px-8"
        titleClassName="text-xl tracking-wider"
      >
        <dl className="mt-6 divide-y divide-line border-y border-line">
          {FAQ.map((item) => (
            <div key={item.q} className="py-5">
              <dt className="text-base">{item.q}</dt>
              <dd className="mt-2 text-sm leading-7 text-mute">{item.a}</dd>
            </div>
          ))}
        </dl>
      </TitledSection>
      <QuickEnquiry
        data={enquiry}
        title="NX 购车咨询"
        intro="对在线购车流程、金融方案或交付时间有疑问？留下联系方式，就近的授权经销商顾问将为您解答。"
        fixedModel
        draftKey="nx-purchase"
      />
    </>
  );
}
