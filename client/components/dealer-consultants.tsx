/**
 * 「联系销售顾问」: a dealer's consultants with photo, name, title, a call link and their WeCom QR code,
 * drawn as SVG where the page renders (on the server for the first view; its code loads lazily). The QR encodes the
 * consultant's 「联系我」 link with a `state` of the visit's channel and this page
 * (shared/domain/consultant-qr.ts), so the contact is traced to its source. A phone can long-press the
 * code; a desktop (Mac WeChat included) must scan it with a phone.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { DealerStaff } from '#shared/api/client-api';
import { consultantState, contactUrlWithState } from '#shared/domain/consultant-qr';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { SiteImage } from '#client/components/ui/site-image.tsx';

const ConsultantQr = lazy(() => import('./consultant-qr.tsx'));

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ConsultantList({ staff, salesPhone }: { staff: readonly DealerStaff[]; salesPhone: string }) {
  const { edge } = useEnv();
  const { pathname } = useLocation();
  const state = consultantState(edge.channel, pathname);
  const hint = edge.isMobile && !edge.isMacWechat ? '长按识别二维码，添加企业微信' : '请使用手机微信扫码，添加企业微信';
  if (staff.length === 0)
    return <p className="text-sm text-mute">该门店暂未开放线上顾问，请拨打销售热线 {salesPhone}。</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {staff.map((s) => {
        const label = `销售顾问${s.name}的企业微信二维码`;
        return (
          <li key={s.id} className="flex flex-col gap-3 border border-line bg-white p-4" data-consultant={s.id}>
            <div className="flex items-center gap-3">
              <SiteImage
                path={s.photo}
                width={56}
                height={56}
                fetchWidth={112}
                alt={`销售顾问${s.name}`}
                className="h-14 w-14 rounded-full object-cover"
              />
              <div className="min-w-0">
                <p className="text-base text-ink">{s.name}</p>
                <p className="text-xs text-mute">{s.title}</p>
              </div>
            </div>
            <a
              href={tel(salesPhone)}
              className="inline-flex min-h-11 items-center justify-center border border-ink px-4 text-sm hover:bg-ink hover:text-white"
              aria-label={`致电销售顾问${s.name}（门店销售热线 ${salesPhone}）`}
            >
              拨打电话
            </a>
            <figure className="flex flex-col items-center gap-2">
              <Suspense fallback={<div className="h-40 w-40 bg-white" />}>
                <ConsultantQr text={contactUrlWithState(s.contactUrl, state)} label={label} />
              </Suspense>
              <figcaption className="text-center text-xs text-mute">{hint}</figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
