/**
 * A QR code drawn as SVG from the `qrcode` package's module matrix: crisp at any size and in print, no
 * image request, no markup injected.
 */
import QRCode from 'qrcode';

/**
 * One path of the dark modules, computed where the loader (or the server render) runs. The quiet zone
 * is 2 modules by default (a card's white margin adds to it); scanners want 4 on a busy background.
 * `get(row, column)`: drawn the other way round the code would be mirrored, which strict scanners refuse.
 */
export function qrPath(text: string, quiet = 2): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) d += `M${x + quiet} ${y + quiet}h1v1h-1z`;
  return { size: modules.size + quiet * 2, d };
}

export function QrCode({
  qr,
  label,
  className,
}: {
  qr: { size: number; d: string };
  label: string;
  className?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.d} fill="#16181d" />
    </svg>
  );
}
