/**
 * A compile-time guard, checked by tsconfig.test.json (which has the real @types/superagent): the
 * package as typed still offers everything shared/api/superagent-subset.d.ts promises the browser and
 * shared programs. If the subset claims a member or a signature the package does not have, this file
 * stops compiling and `npm run typecheck` fails (docs/decisions/0013).
 */
import type realAgent from 'superagent';
import type subsetAgent from '../../shared/api/superagent-subset.d.ts';

export const realFitsSubset = (agent: typeof realAgent): typeof subsetAgent => agent;
