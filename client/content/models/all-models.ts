/** Content of every model page by series code. */
import type { SeriesCode } from '#shared/api/client-api';
import type { ModelContent } from './model-content.ts';
import { es } from './es.ts';
import { gx } from './gx.ts';
import { lc } from './lc.ts';
import { lm } from './lm.ts';
import { nx } from './nx.ts';
import { ux } from './ux.ts';

export const MODEL_CONTENT: Readonly<Record<SeriesCode, ModelContent>> = { es, ux, nx, lc, lm, gx };
