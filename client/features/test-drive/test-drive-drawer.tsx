/**
 * "预约试驾" on a model page: a real link to `/test-drive?model=…` (it works before hydration and
 * without JavaScript); once hydrated it opens the drawer variant of the lead form in a side panel
 * (a focus-managed dialog of the UI channel), with the model fixed and the visitor's IP location as the
 * default place. The form (and its rules) and its options load when the drawer opens, not with the page.
 */
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import type { SeriesCode } from '#shared/api/client-api';
import { paths } from '#client/lib/ui/paths.ts';
import { useUi } from '#client/stores/ui-store.tsx';
import { FormSkeleton } from './form-skeleton.tsx';

const DrawerForm = lazy(() => import('./drawer-form.tsx'));

/** The model page's test-drive call to action. */
export function TestDriveButton({
  code,
  modelName,
  className,
  children,
}: {
  code: SeriesCode;
  modelName: string;
  className?: string;
  children: ReactNode;
}) {
  const openModal = useUi((s) => s.openModal);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // New tab / window keeps the link's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openModal({
      title: `预约试驾 ${modelName}`,
      size: 'drawer',
      content: (
        <Suspense fallback={<FormSkeleton />}>
          <DrawerForm code={code} />
        </Suspense>
      ),
    });
  };
  return (
    <a href={paths.testDrive(code)} onClick={open} className={className}>
      {children}
    </a>
  );
}
