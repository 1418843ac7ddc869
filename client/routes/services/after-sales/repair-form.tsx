/**
 * 「预约维修保养」 on the after-sales page: the dealer repair form's link, carrying the form code
 * (`dnrepfrm`, opaque, shared/domain/form-code.ts) so the dealer's form is attributed to where it was
 * opened. React escapes the code; the page only ever uses a code that passed the pattern.
 */
import { Link } from 'react-router';
import { paths } from '#client/lib/ui/paths.ts';

export interface RepairFormLink {
  formCode: string;
  /** The form's consent text (loadTcmi); null when the setup could not be loaded. */
  consentText: string | null;
}

export function RepairFormBlock({ repair }: { repair: RepairFormLink }) {
  const href = `${paths.dealer()}?${new URLSearchParams({ dnrepfrm: repair.formCode }).toString()}`;
  return (
    <section aria-labelledby="repair-form-title" className="mx-auto max-w-7xl px-6 py-10 md:px-8">
      <div className="grid gap-6 border border-line p-6 md:grid-cols-[1fr_auto] md:items-center md:p-8">
        <div>
          <h2 id="repair-form-title" className="text-xl tracking-wider text-ink">
            预约维修保养
          </h2>
          <p className="mt-2 text-sm leading-6 text-mute">选择附近的授权经销商，在线提交维修保养预约，服务顾问将与您确认到店时间。</p>
          {repair.consentText ? <p className="mt-2 text-xs leading-5 text-mute">{repair.consentText}</p> : null}
          <p className="mt-4 text-sm">
            <Link to={paths.qualityNotices()} className="text-ink underline underline-offset-4">
              查看质量公告
            </Link>
          </p>
        </div>
        <Link
          to={href}
          data-form-code={repair.formCode}
          className="inline-flex min-h-11 items-center justify-center bg-ink px-8 text-sm tracking-widest text-white hover:bg-black"
        >
          选择经销商预约
        </Link>
      </div>
    </section>
  );
}
