/**
 * VIN (vehicle identification number) input: 17 characters, digits and capital letters without
 * I, O and Q (GB 16735). Messages in Chinese, one per kind of mistake.
 */
export const VIN_LENGTH = 17;
const VIN_CHARS = /^[A-HJ-NPR-Z0-9]*$/;

export type VinCheck = { ok: true; vin: string } | { ok: false; vin: string; message: string };

/** Trims, removes inner spaces and upper-cases, then validates. */
export function checkVin(raw: string): VinCheck {
  const vin = raw.replace(/\s+/g, '').toUpperCase();
  if (vin === '') return { ok: false, vin, message: '请输入17位车辆识别代号（VIN）。' };
  if (!VIN_CHARS.test(vin)) {
    return /[IOQ]/.test(vin) && /^[A-Z0-9]*$/.test(vin)
      ? { ok: false, vin, message: '车辆识别代号不含字母 I、O、Q，请核对是否为数字 1 或 0。' }
      : { ok: false, vin, message: '车辆识别代号只包含数字和英文字母，请检查后重新输入。' };
  }
  if (vin.length !== VIN_LENGTH) {
    return { ok: false, vin, message: `车辆识别代号应为17位，您输入了${vin.length}位。` };
  }
  return { ok: true, vin };
}
