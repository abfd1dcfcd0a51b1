import * as table from '../../ui/page-table.css';
import * as styles from './notes.css';

interface DispatchedLine {
  ItemCode: string;
  ItemName: string;
  Quantity: string;
  unitMsr: string | null;
}

/** A delivery line's item, as the row's header, in its own direction. */
export function LineItemHeader({ line }: { line: DispatchedLine }) {
  return (
    <th scope="row" className={table.cell} dir="auto">
      {`${line.ItemCode} — ${line.ItemName}`}
    </th>
  );
}

/** A delivery line's quantity with its unit, as stops, proofs of delivery and returns show it. */
export function LineQuantityCell({
  line,
  amount,
}: {
  line: DispatchedLine;
  amount: (value: string) => string;
}) {
  return (
    <td className={`${table.cell} ${styles.number}`}>
      {`${amount(line.Quantity)} ${line.unitMsr ?? ''}`.trim()}
    </td>
  );
}
