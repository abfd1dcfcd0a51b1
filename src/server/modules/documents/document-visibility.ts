import type { AppAbility } from '../../../shared/access/app-ability';
import type { DocumentLine, MarketingDocument } from '../../../shared/api/marketing-docs';
import { readableFields } from '../../access/visible-fields';

/**
 * The document without the fields the reader may not read: header fields and line fields alike
 * are named on the document's subject (a rule hiding StockPrice and GrssProfit hides the cost and
 * profit of every line).
 */
export function visibleDocument(
  ability: AppAbility,
  subject: string,
  document: MarketingDocument,
): Record<string, unknown> {
  const { DocumentLines, ...header } = document;
  const lineFields = Object.keys(DocumentLines[0] ?? {});
  const visible = readableFields(ability, subject, [...Object.keys(header), ...lineFields, 'DocumentLines']);
  const keep = <Row extends object>(row: Row) =>
    Object.fromEntries(Object.entries(row).filter(([field]) => visible.has(field)));
  return {
    ...keep(header),
    ...(visible.has('DocumentLines')
      ? { DocumentLines: DocumentLines.map((line: DocumentLine) => keep(line)) }
      : {}),
  };
}
