/**
 * 「发送到手机」 on a dealer card: a disclosure whose form (dealer-sms-panel.tsx) is rendered once it is
 * first opened. It needs JavaScript anyway (its captcha), a city's dozen closed forms were a large share
 * of the page, and its code (the captcha, the phone and consent fields, the message preview) loads then.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Dealer } from '#shared/api/client-api';
import type { CaptchaResult } from '#client/lib/data/captcha.ts';

export type DealerSmsResult = CaptchaResult;

const DealerSmsPanel = lazy(() => import('./dealer-sms-panel.tsx'));

export function DealerSmsForm({ dealer }: { dealer: Dealer }) {
  // How often the form was opened (0: never, nothing rendered).
  const [opens, setOpens] = useState(0);
  const disclosure = useRef<HTMLDetailsElement>(null);
  // The cards hydrate once their chunk has arrived: a form opened before then is drawn now.
  useEffect(() => {
    if (disclosure.current?.open) setOpens(1);
  }, []);
  return (
    <details
      ref={disclosure}
      className="group border-t border-line pt-4"
      onToggle={(e) => {
        if (e.currentTarget.open) setOpens((n) => n + 1);
      }}
    >
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-ink underline underline-offset-4">
        发送到手机
      </summary>
      {/* Without JavaScript it never opens into a form: its captcha needs JavaScript. */}
      {opens > 0 && (
        <Suspense fallback={<p className="mt-4 text-sm text-mute">正在加载…</p>}>
          <DealerSmsPanel dealer={dealer} opens={opens} />
        </Suspense>
      )}
    </details>
  );
}
