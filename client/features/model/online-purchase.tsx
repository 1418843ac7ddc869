/** NX online purchase: the popup content (mini-program QR code and the process page link). */
import { Link } from 'react-router';
import { miniProgramQrUrl, STATIC_IMAGE_SIZES } from '#shared/domain/vehicle-media';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { imageUrl } from '#client/lib/ui/image.ts';
import { paths } from '#client/lib/ui/paths.ts';
import { useUi } from '#client/stores/ui-store.tsx';

export const ONLINE_PURCHASE_PATH = paths.modelPurchase();

export function OnlinePurchasePopup() {
  const { config } = useEnv();
  const closeModal = useUi((s) => s.closeModal);
  const qr = STATIC_IMAGE_SIZES.qr;
  return (
    <div className="flex flex-col items-center text-center">
      <img
        src={imageUrl(config, miniProgramQrUrl(), { width: 400, format: 'png' })}
        width={200}
        height={Math.round((200 * qr.height) / qr.width)}
        alt={`${config.brand.name}车主小程序二维码`}
        className="h-[200px] w-[200px]"
      />
      <p className="mt-4 text-base tracking-wider">微信扫码，进入{config.brand.name}车主小程序</p>
      <p className="mt-2 max-w-sm text-sm leading-6 text-mute">在小程序中选择 NX 车型与配置，在线支付意向金并锁定车辆，专属顾问将全程为您服务。</p>
      <Link
        to={ONLINE_PURCHASE_PATH}
        onClick={() => closeModal()}
        className="mt-6 inline-flex min-h-11 items-center border border-ink bg-ink px-6 text-sm text-white hover:bg-black"
      >
        了解在线购车流程
      </Link>
    </div>
  );
}
