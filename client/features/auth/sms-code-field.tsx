/**
 * The login form's SMS code: the field with its 获取验证码 button (a countdown once sent), the countdown
 * read out to screen readers, and in 关怀版 how long the code stays valid.
 */
import type { InputHTMLAttributes } from 'react';
import { FieldWithButton } from '#client/components/ui/field-with-button.tsx';
import { CodeValidity } from './code-validity.tsx';
import type { SmsCodeState } from './use-sms-code.ts';

export function SmsCodeField(props: { id: string; input: InputHTMLAttributes<HTMLInputElement>; sms: SmsCodeState }) {
  const { id, input, sms } = props;
  const { countdown, sending } = sms;
  return (
    <>
      <FieldWithButton id={id} label="短信验证码" input={input}>
        <button
          type="button"
          onClick={() => void sms.sendCode()}
          disabled={sending || countdown > 0}
          className="h-12 w-32 shrink-0 border border-ink text-sm text-ink hover:bg-ink hover:text-white disabled:border-line disabled:text-mute disabled:hover:bg-transparent"
        >
          {countdown > 0 ? `${countdown} 秒后重发` : sending ? '发送中…' : '获取验证码'}
        </button>
      </FieldWithButton>
      <p role="status" className="sr-only">
        {sms.countdownNotice}
      </p>
      {sms.care ? (
        <CodeValidity
          validFor={sms.validity.validFor}
          lasts={sms.validity.lasts}
          notice={sms.validity.notice}
          canResend={!sending && countdown === 0}
          onMoreTime={() => void sms.sendCode()}
        />
      ) : null}
    </>
  );
}
