/**
 * A compile-time guard, checked by tsconfig.test.json (which has the real @types/qrcode): the package as
 * typed still offers what client/lib/types/qrcode-subset.d.ts promises the browser program. If the subset
 * claims a member or a signature the package does not have, this file stops compiling and
 * `npm run typecheck` fails (docs/decisions/0013).
 */
import type realQrCode from 'qrcode';
import type subsetQrCode from '../../client/lib/types/qrcode-subset.d.ts';

export const realFitsSubset = (qrcode: typeof realQrCode): typeof subsetQrCode => qrcode;
