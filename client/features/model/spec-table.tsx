/** The spec modal's full table (`queryCarSeriesSpec`), downloaded when the modal is first opened. */
import type { SpecTable } from '#shared/api/client-api';

/** The full table: one column per grade, grouped rows. Scrolls sideways on phones. */
export function SpecTableView({ table }: { table: SpecTable }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[640px] border-collapse text-left text-sm">
        <caption className="sr-only">详细配置参数</caption>
        <thead>
          <tr className="border-b border-ink">
            <th scope="col" className="sticky left-0 bg-white py-3 pr-4 font-normal text-mute">参数</th>
            {table.columns.map((c) => (
              <th key={c.carId} scope="col" className="px-3 py-3 font-normal">
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        {table.groups.map((group) => (
          <tbody key={group.name}>
            <tr>
              <th colSpan={table.columns.length + 1} scope="colgroup" className="bg-paper px-2 py-2 text-left font-normal tracking-wider">
                {group.name}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.name} className="border-b border-line">
                <th scope="row" className="sticky left-0 bg-white py-2 pr-4 font-normal text-mute">
                  {row.name}
                </th>
                {row.values.map((v, i) => (
                  <td key={i} className="px-3 py-2">
                    {v === '●' ? <><span aria-hidden="true">●</span><span className="sr-only">标配</span></> : v === '○' ? <><span aria-hidden="true">○</span><span className="sr-only">选装</span></> : v === '-' ? <><span aria-hidden="true">-</span><span className="sr-only">无</span></> : v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      <p className="mt-4 flex gap-4 text-xs text-mute"><span>● 标配</span><span>○ 选装</span><span>- 无</span></p>
    </div>
  );
}
