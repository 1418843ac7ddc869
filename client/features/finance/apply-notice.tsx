/**
 * The step before a lender's site: it names the provider and says that approval is the lender's
 * (以金融机构审批为准), then offers the out-link. Inside the mini-program an outside domain may not
 * open, so it offers "复制链接" instead. With JavaScript it is a dialog (the modal host traps and
 * returns focus); without, the page renders the same notice in place (`?apply=1`).
 */
import { useEnv } from '#client/lib/platform/edge.tsx';
import { useUi } from '#client/stores/ui-store.tsx';

export const LENDER_NOTICE = '贷款能否获批、实际利率、额度与期限以金融机构审批为准，本站计算结果仅供参考。';

export function ApplyNotice({
  provider,
  productName,
  url,
  onCancel,
}: {
  provider: string;
  productName: string;
  /** null: the lender's address could not be loaded. */
  url: string | null;
  onCancel?: () => void;
}) {
  const { edge } = useEnv();
  const showToast = useUi((s) => s.showToast);
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showToast('链接已复制，请在手机浏览器中粘贴打开');
    } catch {
      showToast('复制未成功，请长按上方链接手动复制');
    }
  };
  const button = 'inline-flex min-h-11 items-center justify-center px-8 text-sm tracking-widest';
  return (
    <div className="text-sm leading-7 text-ink">
      <p>
        您即将离开奥瑞麟官网，前往 <strong className="font-medium">{provider}</strong> 办理「{productName}」申请。
      </p>
      <p className="mt-2 text-mute">{LENDER_NOTICE}</p>
      {url === null ? (
        <p role="alert" className="mt-4 text-error">
          申请入口暂时无法打开，请稍后再试，或联系当地授权经销商办理。
        </p>
      ) : edge.isMiniProgram ? (
        <div className="mt-4">
          <p className="text-mute">小程序内无法打开外部网站，请复制链接后在浏览器中打开：</p>
          <p className="mt-2 border border-line bg-paper px-3 py-2 break-all select-all">{url}</p>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {url !== null && edge.isMiniProgram ? (
          <button
            type="button"
            onClick={() => void copy()}
            className={`${button} bg-ink text-white hover:bg-gold-dark`}
          >
            复制链接
          </button>
        ) : url !== null ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={`${button} bg-ink text-white hover:bg-gold-dark`}
          >
            继续前往 {provider}
          </a>
        ) : null}
        {onCancel ? (
          <button type="button" onClick={onCancel} className={`${button} border border-line text-ink hover:border-ink`}>
            返回计算器
          </button>
        ) : null}
      </div>
    </div>
  );
}
