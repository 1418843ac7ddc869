/**
 * Every endpoint of the contract at run time: its method, and where it comes from. Checked against the
 * contract's types: a path added to or changed in `contract.ts` without its entry here fails the typecheck,
 * so each new endpoint is classified when it is declared.
 *
 * - `specification`: in the specification's endpoint list, the contract with the brand's upstream. The site
 *   may rely on it.
 * - `addition`: the site's own, not in that list. The real upstream may not have it, so every caller must
 *   work when the upstream answers it with 404 (docs/decisions/0027-endpoints-beyond-the-specification.md).
 *
 * The site answers 405 with `Allow` for any other method before a request reaches the upstream.
 */
import type { AnyPath, MethodOf } from './contract.ts';

export type EndpointSource = 'specification' | 'addition';

const SPEC = 'specification';
const ADDED = 'addition';

export const ENDPOINTS = {
  '/api/captcha/gen': { method: 'GET', source: SPEC },
  '/api/user/captcha': { method: 'POST', source: SPEC },
  '/api/user/new-smscode': { method: 'POST', source: SPEC },
  '/api/user/register': { method: 'POST', source: SPEC },
  '/api/user/login': { method: 'POST', source: SPEC },
  '/api/user/logout': { method: 'POST', source: SPEC },
  '/api/user/ckauth': { method: 'POST', source: SPEC },
  '/api/user/cancel-smscode': { method: 'POST', source: SPEC },
  '/api/user/cancel': { method: 'POST', source: SPEC },
  '/api/user/reset-nickname': { method: 'POST', source: SPEC },
  '/api/user/upphone-smscode': { method: 'POST', source: SPEC },
  '/api/user/reset-phonenumber': { method: 'POST', source: SPEC },
  '/api/user/sendEmail': { method: 'POST', source: SPEC },
  '/api/user/resetEmail': { method: 'POST', source: SPEC },
  '/api/user/saveCustomized': { method: 'POST', source: SPEC },
  '/api/user/customizedList': { method: 'POST', source: SPEC },
  '/api/user/customizedInfo': { method: 'POST', source: SPEC },
  '/api/user/deleteUserCustomized': { method: 'POST', source: SPEC },
  '/api/user/renameCustomized': { method: 'POST', source: ADDED },
  '/api/user/findCodeInfo': { method: 'GET', source: SPEC },
  '/api/user/collections': { method: 'POST', source: SPEC },
  '/api/user/isCollections': { method: 'POST', source: SPEC },
  '/api/user/collectionsList': { method: 'POST', source: SPEC },
  '/api/user/follow': { method: 'POST', source: SPEC },
  '/api/user/followList': { method: 'POST', source: SPEC },
  '/api/user/drivce': { method: 'POST', source: SPEC },
  '/api/user/msgList': { method: 'POST', source: SPEC },
  '/api/user/unread-messages-count': { method: 'POST', source: SPEC },
  '/api/user/readMsg': { method: 'POST', source: SPEC },
  '/api/client/findIndexKv': { method: 'GET', source: SPEC },
  '/api/client/findNews': { method: 'GET', source: SPEC },
  '/api/client/findNewsById': { method: 'GET', source: SPEC },
  '/api/client/queryCarSeriesList': { method: 'GET', source: SPEC },
  '/api/client/queryAllCar': { method: 'GET', source: SPEC },
  '/api/client/queryModel': { method: 'GET', source: SPEC },
  '/api/client/queryCarSeriesSpec/': { method: 'GET', source: SPEC },
  '/api/client/queryCarSeriesCompare/': { method: 'GET', source: SPEC },
  '/api/client/queryCarSpecByCarId/': { method: 'GET', source: SPEC },
  '/api/client/queryCarSpecCompareByCarId/': { method: 'GET', source: SPEC },
  '/api/client/queryAllSpecInfo/': { method: 'GET', source: SPEC },
  '/api/client/queryCarSeriesNotes/': { method: 'GET', source: SPEC },
  '/api/client/queryOptionalList': { method: 'GET', source: SPEC },
  '/api/client/IP': { method: 'GET', source: SPEC },
  '/api/client/findRegions': { method: 'GET', source: ADDED },
  '/api/client/findDealers': { method: 'GET', source: SPEC },
  '/api/client/staffAndQrcode': { method: 'GET', source: SPEC },
  '/api/client/smsDelaer': { method: 'POST', source: SPEC },
  '/api/client/loadTcmi': { method: 'GET', source: SPEC },
  '/api/client/saleClue': { method: 'POST', source: SPEC },
  '/api/client/testDrivce': { method: 'POST', source: SPEC },
  '/api/client/smsAutoshow': { method: 'POST', source: SPEC },
  '/api/client/recall/': { method: 'POST', source: SPEC },
  '/api/client/queryOutQuality': { method: 'GET', source: SPEC },
  '/api/client/getFinalcialCars': { method: 'GET', source: SPEC },
  '/api/client/getFinancialProductUrl': { method: 'GET', source: SPEC },
  '/api/client/getBrand': { method: 'GET', source: SPEC },
  '/api/client/getPassengerSeries': { method: 'GET', source: SPEC },
  '/api/client/getPassengerYear': { method: 'GET', source: SPEC },
  '/api/client/getPassengerModel': { method: 'GET', source: SPEC },
  '/api/client/getUsedPriceMileageAllCityFive': { method: 'GET', source: SPEC },
  '/client/ip/location': { method: 'GET', source: SPEC },
  '/client/car/params': { method: 'GET', source: SPEC },
  '/client/car/configurator': { method: 'GET', source: SPEC },
  '/client/car/spec': { method: 'GET', source: SPEC },
  '/client/news/list': { method: 'GET', source: SPEC },
  '/client/news/detail': { method: 'GET', source: SPEC },
  '/client/dealer/list': { method: 'GET', source: SPEC },
  '/client/dealer/staff-qrcode': { method: 'GET', source: SPEC },
  '/client/lead/sale-clue': { method: 'POST', source: SPEC },
  '/client/recall/query': { method: 'POST', source: SPEC },
  '/client/accessories/list': { method: 'GET', source: SPEC },
  '/client/wechat/jssdk-config': { method: 'GET', source: SPEC },
  '/client/wechat/jsapi-ticket': { method: 'GET', source: ADDED },
  '/client/used-car/brands': { method: 'GET', source: SPEC },
  '/client/used-car/series': { method: 'GET', source: SPEC },
  '/client/used-car/years': { method: 'GET', source: SPEC },
  '/client/used-car/models': { method: 'GET', source: SPEC },
  '/client/used-car/price': { method: 'GET', source: SPEC },
  '/client/datalake/test-drive-clue': { method: 'POST', source: SPEC },
} as const satisfies { readonly [P in AnyPath]: { readonly method: MethodOf<P>; readonly source: EndpointSource } };

/** The site's own endpoints, which the upstream may answer with 404. */
export type AdditionPath = {
  [P in AnyPath]: (typeof ENDPOINTS)[P]['source'] extends typeof ADDED ? P : never;
}[AnyPath];

export const ADDITION_PATHS = (Object.keys(ENDPOINTS) as AnyPath[]).filter(
  (path): path is AdditionPath => ENDPOINTS[path].source === ADDED,
);

export function isAdditionPath(path: string): path is AdditionPath {
  return (ADDITION_PATHS as readonly string[]).includes(path);
}

function entryOf(path: string): { method: 'GET' | 'POST'; source: EndpointSource } | undefined {
  return (ENDPOINTS as Readonly<Record<string, { method: 'GET' | 'POST'; source: EndpointSource }>>)[path];
}

/** Where an endpoint comes from, or null for a path outside the contract. */
export function sourceOf(path: string): EndpointSource | null {
  return entryOf(path)?.source ?? null;
}

/** Methods an endpoint answers (a GET also answers HEAD), or null for a path outside the contract. */
export function allowedMethods(path: string): readonly string[] | null {
  const entry = entryOf(path);
  if (entry === undefined) return null;
  return entry.method === 'GET' ? ['GET', 'HEAD'] : ['POST'];
}
