/** What the auto-show page shows instead of the form: registration closed, or the visitor's registration. */
import type { ReactNode } from 'react';
import type { AutoshowRegistration } from '#shared/api/client-api';
import { AUTOSHOW, AUTOSHOW_CLOSED_MESSAGE, formatShowDay } from '#shared/domain/autoshow';
import { paths } from '#client/lib/ui/paths.ts';

/** After registration's last day: the notice, and the days still ahead as calendar files. */
export function RegistrationClosed({ phase, days }: { phase: 'closed' | 'ended'; days: readonly string[] }) {
  return (
    <div role="status" className="mt-6">
      <p className="text-lg text-ink">{AUTOSHOW_CLOSED_MESSAGE}</p>
      {phase === 'closed' ? (
        <>
          <p className="mt-2 text-sm leading-6 text-mute">感谢您的关注。已登记的来宾可将到访日期添加到日历，届时凭短信至展台服务台领取礼品。</p>
          <ul className="mt-5 flex flex-wrap gap-3">
            {days.map((day) => (
              <li key={day}>
                <CalendarLink day={day}>添加到日历 · {formatShowDay(day)}</CalendarLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-sm leading-6 text-mute">感谢您的关注，期待与您在下一届展会相见。</p>
      )}
    </div>
  );
}

function CalendarLink({ day, children }: { day: string; children: ReactNode }) {
  return (
    <a
      href={paths.autoshowCalendar(day)}
      download={`aurelion-autoshow-${day}.ics`}
      className="inline-flex min-h-11 items-center border border-ink px-6 text-sm text-ink hover:bg-ink hover:text-white"
    >
      {children}
    </a>
  );
}

export function Registered({ registration, repeat }: { registration: AutoshowRegistration | null; repeat: boolean }) {
  if (!registration)
    return (
      <div role="status" className="mt-6">
        <p className="text-lg text-ink">该手机号码已登记过本次展会</p>
        <p className="mt-2 text-sm leading-6 text-mute">邀请短信已发送至登记的手机号码，到访日期请以短信为准。</p>
      </div>
    );
  return (
    <div role="status" className="mt-6">
      <p className="text-lg text-ink">{repeat ? '您已登记过本次展会' : '登记成功'}</p>
      <p className="mt-2 text-sm leading-6 text-mute">
        {repeat ? '以下是您此前的登记信息，邀请短信已发送至登记的手机号码。' : '参观短信已发送至您的手机，请凭短信至展台服务台领取礼品。'}
      </p>
      <dl className="mt-5 grid grid-cols-[5rem_1fr] gap-x-3 gap-y-2 text-sm leading-6">
        <dt className="text-mute">姓名</dt>
        <dd className="text-ink">{registration.name}</dd>
        <dt className="text-mute">手机号码</dt>
        <dd className="text-ink">{registration.phone}</dd>
        <dt className="text-mute">到访日期</dt>
        <dd className="text-ink">{formatShowDay(registration.day)}</dd>
        <dt className="text-mute">展位</dt>
        <dd className="text-ink">
          {AUTOSHOW.hall} {AUTOSHOW.stand}
        </dd>
      </dl>
      <div className="mt-6">
        <CalendarLink day={registration.day}>添加到日历（.ics）</CalendarLink>
      </div>
    </div>
  );
}
