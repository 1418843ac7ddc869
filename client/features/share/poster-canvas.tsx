/**
 * The poster itself: drawn on a canvas in the browser (with `qrcode`, loaded with the first poster), and
 * its preview in the dialog. Loaded when the visitor asks for a poster, never with the page
 * (docs/decisions/0019-client-byte-budgets.md).
 */
export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1200;

export interface PosterContent {
  title: string;
  subtitle: string;
  /** The car's image on the static host. */
  image: string;
  brand: string;
  url: string;
}

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/** `qrcode` loads with the first poster, never with the page (docs/decisions/0019-client-byte-budgets.md). */
async function drawQr(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, size: number): Promise<void> {
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = Math.floor(size / (modules.size + quiet * 2));
  const side = cell * (modules.size + quiet * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y, side, side);
  ctx.fillStyle = '#16181d';
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++)
      if (modules.get(r, c)) ctx.fillRect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell, cell);
}

export async function drawPoster(content: PosterContent, carSrc: string): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#16181d';
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  ctx.fillStyle = '#f1efea';
  ctx.fillRect(0, 160, POSTER_WIDTH, 480);
  const car = await loadImage(carSrc);
  if (car) {
    const scale = Math.min(POSTER_WIDTH / car.naturalWidth, 480 / car.naturalHeight);
    const w = car.naturalWidth * scale;
    const h = car.naturalHeight * scale;
    ctx.drawImage(car, (POSTER_WIDTH - w) / 2, 160 + (480 - h) / 2, w, h);
  }
  ctx.textBaseline = 'top';
  ctx.fillStyle = '#c8a96a';
  ctx.font = '24px sans-serif';
  ctx.fillText(content.brand, 56, 64);
  ctx.fillStyle = '#ffffff';
  ctx.font = '300 52px sans-serif';
  ctx.fillText(content.title, 56, 690, POSTER_WIDTH - 112);
  ctx.font = '28px sans-serif';
  ctx.fillStyle = 'rgba(255,255,255,0.8)';
  ctx.fillText(content.subtitle, 56, 770, POSTER_WIDTH - 112);
  await drawQr(ctx, content.url, 56, 880, 264);
  ctx.fillStyle = '#ffffff';
  ctx.font = '26px sans-serif';
  ctx.fillText('长按识别二维码', 360, 960);
  ctx.fillStyle = 'rgba(255,255,255,0.7)';
  ctx.font = '22px sans-serif';
  ctx.fillText('查看车型详情、预约试驾', 360, 1006);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

export function PosterPreview({ src, fileName }: { src: string; fileName: string }) {
  return (
    <div className="grid gap-4">
      <img
        src={src}
        alt="海报预览"
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        className="mx-auto max-h-[60vh] w-auto border border-line"
      />
      <p className="text-center text-sm text-mute">在微信中可长按图片保存，或下载后分享到朋友圈。</p>
      <a
        href={src}
        download={fileName}
        className="inline-flex min-h-11 items-center justify-center bg-ink px-8 text-sm tracking-widest text-white hover:bg-black"
      >
        下载海报（PNG）
      </a>
    </div>
  );
}
