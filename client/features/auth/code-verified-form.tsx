import { useRef, type KeyboardEvent } from 'react';
import { FieldWithButton } from '#client/components/ui/field-with-button.tsx';
import { Feedback, PRIMARY, SECONDARY } from './profile-parts.tsx';
import { useProfileForm } from './use-profile-form.ts';

/**
 * Enter in a field submits with `submitter` instead of the form's default button (its first submit
 * button). An input method's Enter that confirms the composed text is left alone.
 */
function enterSubmitsWith(e: KeyboardEvent<HTMLInputElement>, submitter: HTMLButtonElement | null): void {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
  e.preventDefault();
  if (submitter && !submitter.disabled) e.currentTarget.form?.requestSubmit(submitter);
}

/**
 * A new phone number or e-mail address, a button that sends it a code, and the code to confirm it.
 * The send button comes first, so it is the form's default: Enter in the address asks for a code,
 * and Enter in the code field is sent with the save button.
 */
export function CodeVerifiedForm({ kind, current }: { kind: 'phone' | 'email'; current?: string | null }) {
  const form = useRef<HTMLFormElement>(null);
  const save = useRef<HTMLButtonElement>(null);
  const { fetcher, left, error, busy } = useProfileForm(() => form.current?.reset());
  const phone = kind === 'phone';
  return (
    <fetcher.Form ref={form} method="post" className="grid gap-4 sm:grid-cols-2">
      <FieldWithButton
        id={`profile-${kind}`}
        label={phone ? '新手机号码' : '邮箱地址'}
        input={{
          name: kind,
          type: phone ? 'tel' : 'email',
          autoComplete: phone ? 'tel' : 'email',
          inputMode: phone ? 'tel' : 'email',
          defaultValue: current ?? '',
        }}
      >
        <button type="submit" name="intent" value={`${kind}-code`} disabled={left > 0 || busy} className={SECONDARY}>
          {left > 0 ? `${left} 秒` : phone ? '获取验证码' : '发送验证码'}
        </button>
      </FieldWithButton>
      <FieldWithButton
        id={`profile-${kind}-code`}
        label={phone ? '短信验证码' : '邮件验证码'}
        input={{
          name: 'code',
          autoComplete: 'one-time-code',
          inputMode: 'numeric',
          onKeyDown: (e) => enterSubmitsWith(e, save.current),
        }}
      >
        <button ref={save} type="submit" name="intent" value={kind} disabled={busy} className={`${PRIMARY} shrink-0`}>
          {phone ? '更换' : '保存'}
        </button>
      </FieldWithButton>
      <div className="sm:col-span-2">
        <Feedback error={error} />
      </div>
    </fetcher.Form>
  );
}
