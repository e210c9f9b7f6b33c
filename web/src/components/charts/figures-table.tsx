import { useAppWords } from '../../lib/app-words.tsx';
import { SidewaysScroll } from '../ui/sideways-scroll.tsx';

export type TFiguresTable = { columns: string[]; rows: (string | number | null)[][] };

/**
 * The numbers behind a chart, as a table under a "Show as a table" toggle: what a screen reader reads instead of the
 * bars, and what anyone can check a bar against. Numbers are shown as given (formatted by the caller).
 */
export function FiguresTable({ label, table }: { label: string; table: TFiguresTable }) {
  const { t } = useAppWords();
  return (
    <details className="group mt-2 px-2 text-sm" data-testid="figures-table">
      <summary className="cursor-pointer text-xs font-medium text-gray-500 select-none hover:text-gray-700">
        {t('dashboard.figures.showTable')}
      </summary>
      <SidewaysScroll label={label} className="mt-2 max-h-72 overflow-y-auto">
        <table className="w-full text-xs" aria-label={label}>
          <thead className="sticky top-0 bg-white">
            <tr className="border-b border-gray-100 text-left text-gray-500">
              {table.columns.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={i === 0 ? 'py-1.5 pr-3 font-medium' : 'px-2 py-1.5 text-right font-medium'}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={String(row[0])} className="border-b border-gray-50 last:border-0">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th
                      key={table.columns[i]}
                      scope="row"
                      className="py-1.5 pr-3 text-left font-normal whitespace-nowrap text-gray-700"
                    >
                      {cell}
                    </th>
                  ) : (
                    <td key={table.columns[i]} className="px-2 py-1.5 text-right text-gray-900 tabular-nums">
                      {cell ?? '—'}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </SidewaysScroll>
    </details>
  );
}
