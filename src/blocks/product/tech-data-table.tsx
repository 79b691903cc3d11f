import { localizeDecimals } from '@/catalogue/number-format';
import type { TechSpecBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

/**
 * The technical data as a real table: a row header per characteristic, values right-aligned in
 * tabular figures with the unit in its own column, so the numbers line up. On a phone the unit
 * follows its value and the label column may break long compounds.
 */
export function TechDataTable({
  rows,
  caption,
  headers,
  locale,
}: {
  rows: TechSpecBlok[];
  caption: string;
  headers: { characteristic: string; value: string; unit: string };
  locale: string;
}) {
  if (rows.length === 0) return null;
  return (
    <table className="w-full border-collapse bg-white text-left text-sm sm:text-base">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-ink text-xs tracking-[0.12em] text-steel-600 uppercase">
          <th scope="col" className="py-3 pr-3 pl-4 font-semibold sm:pl-5">
            {headers.characteristic}
          </th>
          <th scope="col" className="py-3 pr-4 text-right font-semibold sm:pr-2">
            {headers.value}
          </th>
          <th scope="col" className="hidden py-3 pr-5 font-semibold sm:table-cell">
            {headers.unit}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={shortId(row._uid)}
            className="border-b border-steel-200 last:border-b-0 even:bg-steel-50"
          >
            <th
              scope="row"
              className="w-[55%] py-3 pr-3 pl-4 sm:w-1/2 align-top font-normal text-steel-800 hyphens-auto [overflow-wrap:anywhere] sm:pl-5"
            >
              {row.label}
            </th>
            <td className="py-3 pr-4 text-right align-top font-semibold tabular-nums sm:pr-2">
              {localizeDecimals(row.value, locale)}
              {row.unit ? (
                <span className="font-normal text-steel-700 sm:hidden">&nbsp;{row.unit}</span>
              ) : null}
            </td>
            <td className="hidden w-20 py-3 pr-5 align-top text-steel-700 sm:table-cell">
              {row.unit}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
