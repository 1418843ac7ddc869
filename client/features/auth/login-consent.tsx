/** The login form's consent: the box, and links to the two documents it agrees to. */
import { Link } from 'react-router';
import { paths } from '#client/lib/ui/paths.ts';

const DOCUMENT_LINK = 'text-ink underline underline-offset-4 hover:text-gold-dark';

export function LoginConsent(props: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const { id, checked, onChange } = props;
  return (
    <div className="flex items-start gap-3 text-sm leading-6 text-mute">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 h-5 w-5 shrink-0 accent-ink"
      />
      <span>
        <label htmlFor={id}>我已阅读并同意</label>
        <Link to={paths.legal('user-agreement')} className={DOCUMENT_LINK}>
          《用户协议》
        </Link>
        和
        <Link to={paths.legal('privacy')} className={DOCUMENT_LINK}>
          《隐私政策》
        </Link>
      </span>
    </div>
  );
}
