import type { ReactNode } from 'react'
import './parts.css'

/**
 * How a column's cells behave when space runs short: `text` wraps (long URLs and messages too),
 * `nowrap` keeps short values such as dates and codes on one line, `actions` holds the row's
 * buttons, which wrap onto a second line rather than leave the table.
 */
export type ColumnKind = 'text' | 'nowrap' | 'actions'

export interface TableColumn<Row> {
  /** The heading; also each cell's label when the rows stack on a narrow container. */
  header: string;
  cell(row: Row): ReactNode;
  kind?: ColumnKind;
  /** Read by screen readers and shown as the stacked label, but not drawn in the heading row. */
  hideHeader?: boolean;
  /** A control drawn in the heading instead of the text (e.g. "Select all"); kept visible when rows stack. */
  headerCell?: ReactNode;
  cellClassName?(row: Row): string | undefined;
}

export interface DataTableProps<Row> {
  /** The table's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  columns: ReadonlyArray<TableColumn<Row> | false | null | undefined>;
  rows: readonly Row[];
  rowKey(row: Row): string;
  rowLabel?(row: Row): string | undefined;
  rowProps?(row: Row): Record<string, string | undefined>;
  className?: string;
}

/**
 * A table that fits its container: text wraps and the actions stay whole at every width, and in a
 * container narrower than 640 px each row becomes a stacked card of "label: value" lines (a
 * container query, so a table in a narrow card stacks even on a wide screen). Neither the page
 * nor the table ever scrolls sideways, so no row action hides behind an overflow edge.
 */
export function DataTable<Row> ({ label, labelledBy, columns, rows, rowKey, rowLabel, rowProps, className }: DataTableProps<Row>) {
  const shown = columns.filter((c): c is TableColumn<Row> => Boolean(c))
  return (
    <div className={`sf-table-fit${className ? ` ${className}` : ''}`}>
      <table className='sf-table' aria-label={label} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {shown.map((c) => (
              <th key={c.header} scope='col' className={join(kindClass(c.kind), c.headerCell !== undefined ? 'sf-table__control' : undefined)}>
                {c.headerCell ?? (c.hideHeader ? <span className='sf-visually-hidden'>{c.header}</span> : c.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} aria-label={rowLabel?.(row)} {...rowProps?.(row)}>
              {shown.map((c) => (
                <td key={c.header} data-label={c.header} className={join(kindClass(c.kind), c.cellClassName?.(row))}>
                  {c.kind === 'actions' ? <div className='sf-row-actions'>{c.cell(row)}</div> : c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const kindClass = (kind: ColumnKind | undefined) => (kind === undefined || kind === 'text' ? undefined : `sf-table__${kind}`)
const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ') || undefined
