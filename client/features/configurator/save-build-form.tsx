/**
 * 「保存配置」: a POST form naming the build, so it saves without JavaScript too; with JavaScript the submit
 * goes through `onSave` (which logs the visitor in first when needed). Rendered twice on the page (beside
 * the stage and under the summary), both on the one fetcher.
 */
import type { FetcherWithComponents } from 'react-router';
import type { Build } from '#shared/domain/configurator/catalogue';
import type { SaveResult } from './use-save-build.tsx';

export function SaveBuildForm({
  fetcher,
  action,
  build,
  onSave,
}: {
  fetcher: FetcherWithComponents<SaveResult>;
  action: string;
  build: Build;
  onSave: () => void;
}) {
  return (
    <fetcher.Form method="post" action={action} onSubmit={(e) => (e.preventDefault(), onSave())}>
      <input type="hidden" name="grade" value={build.grade} />
      <input type="hidden" name="paint" value={build.paint} />
      <input type="hidden" name="wheel" value={build.wheel} />
      <input type="hidden" name="interior" value={build.interior} />
      <input type="hidden" name="opts" value={build.opts.join(',')} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="min-h-12 w-full bg-ink px-6 text-sm tracking-[0.2em] text-white hover:bg-gold-dark disabled:opacity-60"
      >
        {fetcher.state !== 'idle' ? '正在保存…' : '保存配置'}
      </button>
    </fetcher.Form>
  );
}
