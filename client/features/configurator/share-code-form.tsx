/** A field to open a build by its share code: a GET form to `/c`, which checks the code and redirects. */
import { useId } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '#client/components/error-page.tsx';

export function ShareCodeForm({ action, defaultValue = '' }: { action: string; defaultValue?: string }) {
  const id = useId();
  return (
    <form method="get" action={action} className="flex w-full max-w-md flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1 text-left">
        <label htmlFor={id} className="text-sm text-ink">
          输入分享码
        </label>
        <input
          id={id}
          name="code"
          defaultValue={defaultValue}
          required
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="例如 AB12-CD34"
          aria-describedby={`${id}-hint`}
          className="mt-2 min-h-11 w-full border border-line px-3 font-mono tracking-[0.2em] text-ink uppercase placeholder:tracking-normal placeholder:normal-case focus:border-ink"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-mute">
          8 位字母或数字，不区分大小写，可含空格或连字符
        </p>
      </div>
      <button
        type="submit"
        className="min-h-11 bg-ink px-6 text-sm tracking-widest text-white hover:bg-gold-dark sm:mb-5"
      >
        打开配置
      </button>
    </form>
  );
}

/** The 404 page of an unknown or malformed share code, with the field to type another one. */
export function ShareCodeNotFound() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404) return <ErrorPage status={status} />;
  const typed = isRouteErrorResponse(error) && isTyped(error.data) ? error.data.typed : '';
  return (
    <>
      <ErrorPage status={404} />
      <section
        aria-labelledby="share-code-title"
        className="mx-auto -mt-12 mb-24 flex max-w-3xl flex-col items-center px-6"
      >
        <h2 id="share-code-title" className="mb-4 text-base tracking-widest text-ink">
          未找到该配置，请检查分享码
        </h2>
        <ShareCodeForm action="/c" defaultValue={typed} />
      </section>
    </>
  );
}

function isTyped(value: unknown): value is { typed: string } {
  return typeof value === 'object' && value !== null && typeof (value as { typed?: unknown }).typed === 'string';
}
