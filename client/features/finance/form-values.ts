/** What the calculator's inputs share: the change they commit, and how they write amounts (whole 元). */
import { formatFen } from '#shared/domain/finance-format';
import type { FinanceQuery } from '#shared/domain/finance-query';

/** A change to the plan's query; the route merges it into the URL. */
export type PlanPatch = Partial<FinanceQuery>;

export const toYuan = (fen: number) => String(Math.round(fen / 100));
export const grouped = (fen: number) => `${formatFen(fen).replace(/\.00$/, '')} 元`;
