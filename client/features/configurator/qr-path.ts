/**
 * The QR code's path, computed where the loader runs. The loader imports this module when it runs, so
 * `qrcode` (~8 KB gzip) is not part of the share page's initial JavaScript: a hydrated page has the path
 * in its loader data, and only a navigation in the browser loads it (docs/decisions/0019).
 */
import QRCode from 'qrcode';

/** One path of the dark modules (quiet zone of 2 modules), computed where the loader runs. */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  let d = '';
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) d += `M${x + quiet} ${y + quiet}h1v1h-1z`;
  return { size: modules.size + quiet * 2, d };
}
