/**
 * 「生成海报」: WeChat Moments cannot share a web-view page, so the visitor saves an image instead: a
 * 750 × 1200 PNG drawn on a canvas in the browser with the car, the title and a QR code of this page's
 * URL carrying the visit's channel (`utm_source`), shown in a dialog with a download link.
 */
import { useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useEnv } from '#client/lib/platform/edge.tsx';
import { imageUrl } from '#client/lib/ui/image.ts';
import { useHydrated } from '#client/lib/ssr/use-hydrated.ts';
import { useUi } from '#client/stores/ui-store.tsx';

export function PosterButton({
  title,
  subtitle,
  image,
  fileName,
  className,
}: {
  title: string;
  subtitle: string;
  image: string;
  /** Download name without extension, e.g. `aurelion-es`. */
  fileName: string;
  className: string;
}) {
  const { config, edge } = useEnv();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const openModal = useUi((s) => s.openModal);
  const showToast = useUi((s) => s.showToast);
  const [busy, setBusy] = useState(false);

  const make = async () => {
    setBusy(true);
    let blob: Blob | null;
    let PosterPreview: ComponentType<{ src: string; fileName: string }> | undefined;
    try {
      // Everything the poster needs downloads on the first click, not with the page.
      const [canvas, { withSource }, { sourceForChannel }] = await Promise.all([
        import('./poster-canvas.tsx'),
        import('./share-card.ts'),
        import('#shared/domain/channel'),
      ]);
      const url = withSource(`${config.publicOrigin}${pathname}`, sourceForChannel(edge.channel));
      PosterPreview = canvas.PosterPreview;
      blob = await canvas.drawPoster(
        { title, subtitle, image, brand: `${config.brand.name} ${config.brand.nameEn}`, url },
        imageUrl(config, image, { width: 1200 }),
      );
    } catch {
      // The poster's or the QR code's chunk did not download (flaky network, a newer deploy): the visitor
      // may try again.
      blob = null;
    } finally {
      setBusy(false);
    }
    if (!blob || !PosterPreview) return showToast('海报生成失败，请稍后再试');
    const src = URL.createObjectURL(blob);
    openModal({
      title: '分享海报',
      content: <PosterPreview src={src} fileName={`${fileName}.png`} />,
      onClose: () => URL.revokeObjectURL(src),
    });
  };

  // Drawn in the browser only, but its place is kept from the first byte: a button appearing at
  // hydration would push its row (in 关怀版 it wraps) and shift the page. Until then it is invisible,
  // so it is neither seen, nor focused, nor announced.
  return (
    <button
      type="button"
      onClick={() => void make()}
      disabled={busy || !hydrated}
      className={className}
      style={hydrated ? undefined : { visibility: 'hidden' }}
    >
      {busy ? '海报生成中…' : '生成海报'}
    </button>
  );
}
