/**
 * A compile-time guard, checked by tsconfig.test.json (which has the package's own types): `csv-stringify/sync`
 * as typed still offers what client/lib/types/csv-stringify-subset.d.ts promises the browser program. If the
 * subset claims a member or a signature the package does not have, this file stops compiling and
 * `npm run typecheck` fails (docs/decisions/0013).
 */
import type { stringify as realStringify } from 'csv-stringify/sync';
import type { stringify as subsetStringify } from '../../client/lib/types/csv-stringify-subset.d.ts';

export const realFitsSubset = (stringify: typeof realStringify): typeof subsetStringify => stringify;
