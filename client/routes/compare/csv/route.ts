/**
 * `/compare.csv?…`: the compare table as the page shows it for the same query (toggles applied), as a CSV
 * download. A UTF-8 byte order mark goes first, or Excel reads the Chinese as another code page. Fewer than
 * two cars, or a table that did not load, send the visitor back to the page, which says why.
 */
import { stringify } from 'csv-stringify/sync';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { compareSearch } from '#shared/domain/compare-link';
import { COMPARE_DISCLAIMER, compareCsvRows } from '#shared/domain/compare/parts';
import { paths } from '#client/lib/ui/paths.ts';
import { NoPage } from '#client/lib/data/resource-route.ts';
import { compareViewOf, loadCompare } from '../load.ts';

const BOM = '\uFEFF';

export async function loader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const loaded = await loadCompare(request, context);
  const { columns, table } = compareViewOf(loaded, loaded.state);
  if (!table) throw redirect(paths.compare(compareSearch(loaded.state)));
  const rows = compareCsvRows(
    columns.map((c) => ({ name: c.name, seriesName: c.seriesName })),
    table,
    loaded.state.diff,
    COMPARE_DISCLAIMER,
  );
  const names = columns.map((c) => c.name).join('-');
  return new Response(BOM + stringify(rows, { record_delimiter: 'windows' }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      // An ASCII fallback name, then the Chinese one (RFC 6266).
      'Content-Disposition': `attachment; filename="aurelion-compare.csv"; filename*=UTF-8''${encodeURIComponent(`车型对比-${names}.csv`)}`,
      'Cache-Control': 'private, no-store',
    },
  });
}

export const Component = NoPage;
