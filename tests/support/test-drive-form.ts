/**
 * The fields of a valid `/test-drive` page-form booking (an ES in Shanghai), for tests that post one;
 * `extra` overrides or adds fields.
 */
export function testDriveForm(
  dealerCode: string,
  phone: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    form: 'page',
    idempotencyKey: crypto.randomUUID(),
    ASId: '3',
    ACId: '',
    name: '林晓',
    sex: '1',
    phone,
    provinceId: '310000',
    cityId: '310100',
    dealerCode,
    buyCarDate: '3',
    replyDateType: '1',
    remark: '',
    accept: 'on',
    ...extra,
  };
}
