/** The profile's nickname: one field, saved by the page's action. */
import { Field } from '#client/components/ui/field.tsx';
import { TextInput } from '#client/components/ui/text-input.tsx';
import { Feedback, PRIMARY } from './profile-parts.tsx';
import { useProfileForm } from './use-profile-form.ts';

export function NicknameForm({ current }: { current: string }) {
  const { fetcher, error, busy } = useProfileForm();
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
      <Field id="profile-nickname" label="昵称" className="min-w-0 flex-1">
        <TextInput id="profile-nickname" name="nickname" defaultValue={current} maxLength={20} />
      </Field>
      <button type="submit" name="intent" value="nickname" disabled={busy} className={PRIMARY}>
        保存
      </button>
      <div className="w-full">
        <Feedback error={error} />
      </div>
    </fetcher.Form>
  );
}
