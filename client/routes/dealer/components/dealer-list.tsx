/**
 * Dealer cards: name, address, phones (tel: links) and opening hours, the dealer's consultants
 * (「联系销售顾问」) and 「发送到手机」.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Dealer, DealerStaff } from '#shared/api/client-api';
import { paths } from '#client/lib/ui/paths.ts';
import { lazyComponent } from '#client/lib/ui/lazy-component.tsx';
import { DealerSmsForm } from './dealer-sms-form.tsx';

// Not needed to show the list: 「关注」 (with its fetchers) is rendered by the server (the page's loader
// loads its code, `loadCardCode`) and hydrates in a boundary of its own once its chunk arrives
// (client/lib/ui/lazy-component.tsx); the consultants load when a card's list is first opened.
const FollowButton = lazyComponent(() => import('#client/features/auth/favorite-button.tsx').then((m) => m.FollowButton));
export const loadCardCode = FollowButton.preload;
const ConsultantList = lazy(() =>
  import('#client/components/dealer-consultants.tsx').then((m) => ({ default: m.ConsultantList })),
);

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A dealer's consultants by dealer id; null: they could not be loaded. */
export type StaffByDealer = Record<number, DealerStaff[] | null>;

export function DealerList({ dealers, staff }: { dealers: readonly Dealer[]; staff: StaffByDealer }) {
  return (
    <ul className="grid gap-px bg-line md:grid-cols-2">
      {dealers.map((dealer) => (
        <li key={dealer.id} className="bg-white">
          <DealerCard dealer={dealer} staff={staff[dealer.id] ?? null} />
        </li>
      ))}
    </ul>
  );
}

export function DealerCard({ dealer, staff }: { dealer: Dealer; staff: DealerStaff[] | null }) {
  // The consultants (their QR codes above all) are drawn once their list is first opened: a city's
  // dozens of codes were most of the page. Their data is in the page, so opening asks for nothing.
  const [consultantsOpened, setConsultantsOpened] = useState(false);
  const consultants = useRef<HTMLDetailsElement>(null);
  // The cards hydrate once their chunk has arrived: a list opened before then is drawn now.
  useEffect(() => {
    if (consultants.current?.open) setConsultantsOpened(true);
  }, []);
  return (
    <article aria-labelledby={`dealer-${dealer.id}`} className="flex h-full flex-col p-6 md:p-8">
      <h3 id={`dealer-${dealer.id}`} className="text-lg tracking-wider text-ink">
        {dealer.shortName}
      </h3>
      <p className="mt-1 text-xs text-mute">{dealer.name}</p>
      <dl className="mt-5 grid grid-cols-[5rem_1fr] gap-x-3 gap-y-2 text-sm leading-6">
        <dt className="text-mute">地址</dt>
        <dd className="text-ink">{dealer.address}</dd>
        <dt className="text-mute">销售热线</dt>
        <dd>
          <PhoneLink phone={dealer.salesPhone} />
        </dd>
        <dt className="text-mute">售后电话</dt>
        <dd>
          <PhoneLink phone={dealer.servicePhone} />
        </dd>
        <dt className="text-mute">营业时间</dt>
        <dd className="text-ink">{dealer.hours}</dd>
      </dl>
      <div className="flex flex-wrap gap-3 pt-6">
        <Link
          to={paths.testDrive()}
          className="inline-flex min-h-11 items-center border border-ink px-5 text-sm hover:bg-ink hover:text-white"
        >
          预约试驾
        </Link>
        <Suspense fallback={<span className="min-h-11" />}>
          <FollowButton dealerId={dealer.id} label={dealer.shortName} />
        </Suspense>
      </div>
      {/* At the foot of the card: two cards side by side keep these rows level when one opens. */}
      <div className="mt-auto pt-6">
        <details
          ref={consultants}
          className="border-t border-line pt-4"
          onToggle={(e) => {
            if (e.currentTarget.open) setConsultantsOpened(true);
          }}
        >
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-ink underline underline-offset-4">
            联系销售顾问
          </summary>
          <div className="mt-4">
            {!staff ? (
              <p className="text-sm text-mute">销售顾问信息暂时无法加载，请拨打销售热线 {dealer.salesPhone}。</p>
            ) : consultantsOpened ? (
              <Suspense fallback={<p className="text-sm text-mute">正在加载…</p>}>
                <ConsultantList staff={staff} salesPhone={dealer.salesPhone} />
              </Suspense>
            ) : (
              <noscript>
                <p className="text-sm text-mute">{`请拨打销售热线 ${dealer.salesPhone}，联系门店销售顾问。`}</p>
              </noscript>
            )}
          </div>
        </details>
        <div className="mt-4">
          <DealerSmsForm dealer={dealer} />
        </div>
      </div>
    </article>
  );
}

/** A phone number that dials on a phone. */
function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      href={tel(phone)}
      className="inline-flex min-h-6 items-center text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
    >
      {phone}
    </a>
  );
}
