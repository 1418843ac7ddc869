/** What the calculator's inputs share: the change they commit, and how they write amounts (whole 元). */
import { formatFen, type FinanceQuery } from '#shared/domain/finance';

/** A change to the plan's query; the route merges it into the URL. */
export type PlanPatch = Partial<FinanceQuery>;

export const toYuan = (fen: number) => String(Math.round(fen / 100));
export const grouped = (fen: number) => `${formatFen(fen).replace(/\.00$/, '')} 元`;
