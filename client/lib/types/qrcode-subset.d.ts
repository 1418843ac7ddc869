/**
 * The part of the `qrcode` package the configurator uses (the module matrix), typed without Node:
 * `@types/qrcode` references `@types/node`, which would make `process`, `Buffer` and `require`
 * typecheck in browser code. The browser program maps `qrcode` here (tsconfig.client.json `paths`);
 * runtime resolution is untouched, and tests/guards/qrcode-subset.ts fails the typecheck if the real
 * package stops matching this subset (docs/decisions/0013).
 */
export interface SubsetBitMatrix {
  size: number;
  get(row: number, col: number): number;
}

export interface SubsetQrCode {
  modules: SubsetBitMatrix;
}

export interface SubsetQrCodeModule {
  create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): SubsetQrCode;
}

declare const QRCode: SubsetQrCodeModule;
export default QRCode;
