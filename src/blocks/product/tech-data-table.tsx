import { techDataRows } from '@/catalogue/tech-data-rows';
import type { TechSpecBlok } from '@/content/generated/components';

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
    <table className="tech-data">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{headers.characteristic}</th>
          <th scope="col">{headers.value}</th>
          <th scope="col">{headers.unit}</th>
        </tr>
      </thead>
      <tbody>
        {techDataRows(rows, locale).map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.label}</th>
            <td>
              {row.value}
              {row.unit ? <span>&nbsp;{row.unit}</span> : null}
            </td>
            <td>{row.unit}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
