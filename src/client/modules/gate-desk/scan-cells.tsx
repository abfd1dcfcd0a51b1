import type { Language } from '../../../shared/locale/languages';
import * as page from '../../ui/page-table.css';
import type { DeskScan } from './desk-scan';
import { clockTime } from './result-words';

/** The first cells of a scan's row in the desk's tables: its time (the row's header) and its code. */
export function ScanCells({ scan, language }: { scan: DeskScan; language: Language }) {
  return (
    <>
      <th scope="row" className={page.cell}>
        {clockTime(scan.ScannedAt, language)}
      </th>
      <td className={page.cell}>
        <code className={page.code} dir="ltr">
          {scan.Code}
        </code>
      </td>
    </>
  );
}
