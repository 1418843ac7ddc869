/** The image captcha as a button: a click asks for a new one (inside CaptchaField, every form with a captcha). */
import type { CaptchaImage } from '#shared/api/user-api';

export function CaptchaButton({ captcha, onRefresh }: { captcha: CaptchaImage | null; onRefresh: () => void }) {
  return (
    <button
      type="button"
      onClick={onRefresh}
      className="captcha-image inline-flex h-12 w-32 shrink-0 items-center justify-center border border-line bg-paper"
      aria-label="看不清，换一张图形验证码"
    >
      {captcha ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
          alt="图形验证码"
          width={120}
          height={44}
          className="h-11 w-[120px]"
        />
      ) : (
        <span className="text-xs text-mute">加载中…</span>
      )}
    </button>
  );
}
