import {
  type IpRangeProblem,
  importRowField,
  ipImportColumns,
  ipRangeMessages,
} from '../../../shared/api/security';

const rowPrefix = importRowField(0).replace(/0$/, '');

export interface RowProblem {
  row: number;
  /** Each problem: the column it is about (if any) and the catalogue key of what is wrong. */
  problems: { column?: (typeof ipImportColumns)[number]; key: IpRangeProblem | 'other' }[];
}

const isProblem = (key: string): key is IpRangeProblem => key in ipRangeMessages;

function problemOfMessage(message: string): IpRangeProblem | 'other' {
  const found = Object.keys(ipRangeMessages).find(
    (key) => isProblem(key) && ipRangeMessages[key] === message,
  );
  return found !== undefined && isProblem(found) ? found : 'other';
}

const isColumn = (name: string): name is (typeof ipImportColumns)[number] =>
  (ipImportColumns as readonly string[]).includes(name);

/**
 * The rows a refused import names, from the server's `fields` (`row.<n>`: `<column>: <message>`),
 * in row order, with each message as a key the catalogues translate.
 */
export function importRowProblems(fields: Record<string, string[]> | undefined): RowProblem[] {
  return Object.entries(fields ?? {})
    .map(([field, messages]) => ({
      row: field.startsWith(rowPrefix) ? Number(field.slice(rowPrefix.length)) : 0,
      messages,
    }))
    .filter(({ row }) => Number.isInteger(row) && row > 0)
    .sort((a, b) => a.row - b.row)
    .map(({ row, messages }) => ({
      row,
      problems: messages.map((message) => {
        const [column, ...rest] = message.split(': ');
        return column && rest.length && isColumn(column)
          ? { column, key: problemOfMessage(rest.join(': ')) }
          : { key: problemOfMessage(message) };
      }),
    }));
}
