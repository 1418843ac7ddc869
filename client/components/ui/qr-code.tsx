/**
 * A QR code drawn as SVG from the `qrcode` package's module matrix: crisp at any size and in print, no
 * image request, no markup injected. The path is computed where the loader or
 * the server render runs (`qrPath`, ./qr-path.ts), so `qrcode` is not in a page's initial JavaScript.
 */
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
