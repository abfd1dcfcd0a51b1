import { type ReactNode, type Ref, useId } from 'react';
import * as styles from './page-table.css';

interface CaptionedTableProps {
  caption: string;
  /** The column headers, in order. */
  columns: readonly { key: string; label: string }[];
  /** The body rows (`<tr>`s), or, when grouped, the bodies (`<tbody>`s, one per group of rows). */
  children: ReactNode;
  grouped?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * A plain table named by its caption, with column headers, in a region that scrolls sideways on
 * a narrow screen and that the keyboard can focus to scroll it.
 */
export function CaptionedTable({ caption, columns, children, ref, grouped = false }: CaptionedTableProps) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
    <section ref={ref} className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.headerCell}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {grouped ? children : <tbody>{children}</tbody>}
      </table>
    </section>
  );
}
