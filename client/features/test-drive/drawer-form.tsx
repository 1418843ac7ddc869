/** The drawer's content (loaded on demand): the drawer variant of the lead form for one model. */
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { SeriesCode } from '#shared/api/client-api';
import { paths } from '#client/lib/ui/paths.ts';
import { LeadForm } from './lead-form.tsx';
import type { LeadFormOptions } from './lead-options.ts';
import { FormSkeleton } from './form-skeleton.tsx';

export default function DrawerForm({ code }: { code: SeriesCode }) {
  // The drawer opens on pages whose loaders know nothing of it: its options load when it opens, from
  // a route with a loader and no page (client/routes/test-drive/drawer-options/route.ts).
  const fetcher = useFetcher<{ options: LeadFormOptions | null }>();
  const [attempt, setAttempt] = useState(0);
  const [submissionKey] = useState(() => crypto.randomUUID());
  const { load } = fetcher;
  useEffect(() => {
    void load(paths.drawerOptions(code));
  }, [load, code, attempt]);
  // A retry after a failure shows the skeleton again; a loaded form is never replaced.
  const options =
    !fetcher.data || (fetcher.data.options === null && fetcher.state !== 'idle') ? 'loading' : fetcher.data.options;

  if (options === 'loading') return <FormSkeleton />;
  if (options === null) {
    return (
      <div role="alert" className="space-y-4 text-sm leading-6 text-mute">
        <p>预约表单暂时无法加载，请稍后重试。</p>
        <p className="flex gap-4">
          <button
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
            className="min-h-11 border border-ink px-5 text-ink"
          >
            重新加载
          </button>
          <a
            href={paths.testDrive(code)}
            className="inline-flex min-h-11 items-center text-ink underline underline-offset-4"
          >
            前往预约试驾页
          </a>
        </p>
      </div>
    );
  }
  return (
    <LeadForm kind="drawer" {...options} fixedModel draftKey={`drawer-${code}`} submissionKey={submissionKey} />
  );
}
