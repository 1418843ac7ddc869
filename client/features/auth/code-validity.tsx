import { useId } from 'react';
import { CODE_EXPIRED, minutesAndSeconds } from './use-countdown.ts';

/**
 * 关怀版: the time the code has left, and 「需要更多时间」 once a new one may be sent. The code's
 * lifetime is the upstream's and cannot be lengthened: more time is a fresh code, valid as long again,
 * sent to the same phone without losing what the form holds.
 */
export function CodeValidity(props: {
  validFor: number;
  lasts: number;
  notice: string;
  canResend: boolean;
  onMoreTime: () => void;
}) {
  const { validFor, lasts, notice, canResend, onMoreTime } = props;
  const hintId = useId();
  return (
    <div className="space-y-3 text-sm text-ink">
      <p role="status" className="sr-only">
        {notice}
      </p>
      {validFor > 0 ? (
        <p>验证码还可使用 {minutesAndSeconds(validFor)}</p>
      ) : notice === CODE_EXPIRED ? (
        <p>{CODE_EXPIRED}</p>
      ) : null}
      {validFor > 0 && canResend ? (
        <>
          <p id={hintId}>
            需要更多时间时，请先输入新的图形验证码，再点「需要更多时间」：我们会发送一条新的验证码，
            {Math.round(lasts / 60)} 分钟内有效，已填写的内容都会保留。
          </p>
          <button
            type="button"
            onClick={onMoreTime}
            aria-describedby={hintId}
            className="min-h-12 border border-ink px-4 text-sm text-ink hover:bg-ink hover:text-white"
          >
            需要更多时间
          </button>
        </>
      ) : null}
    </div>
  );
}
