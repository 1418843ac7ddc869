/**
 * A QR code's path of dark modules, computed where a loader or the server render runs. Callers import
 * this module dynamically (a loader, a lazy component), so `qrcode` (~8 KB gzip) is never part of a
 * page's initial JavaScript: a hydrated page already has the path (docs/decisions/0019).
 */
import QRCode from 'qrcode';

/**
 * The quiet zone is 2 modules by default (a card's white margin adds to it); scanners want 4 on a busy
 * background. `get(row, column)`: drawn the other way round the code would be mirrored, which strict
 * scanners refuse.
 */
export function qrPath(text: string, quiet = 2): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // One rectangle per horizontal run of dark modules, not one per module: about half the markup.
  let d = '';
  for (let y = 0; y < modules.size; y++) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < modules.size && modules.get(y, x)) x++;
      d += `M${start + quiet} ${y + quiet}h${x - start}v1h-${x - start}z`;
    }
  }
  return { size: modules.size + quiet * 2, d };
}
