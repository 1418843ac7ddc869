/**
 * A consultant's QR code, drawn where it renders (on the server for the first view). Loaded lazily by
 * ConsultantList so `qrcode` stays out of the initial JavaScript of the pages that list consultants
 * (docs/decisions/0019-client-byte-budgets.md); the server's HTML already shows it while it loads.
 */
import { QrCode } from '#client/components/ui/qr-code.tsx';
import { qrPath } from '#client/components/ui/qr-path.ts';

export default function ConsultantQr({ text, label }: { text: string; label: string }) {
  return <QrCode qr={qrPath(text, 4)} label={label} className="h-40 w-40 bg-white" />;
}
