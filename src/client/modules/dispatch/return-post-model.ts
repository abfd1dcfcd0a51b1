import type { DispatchReturn, DispatchReturnPost } from '../../../shared/api/dispatch';

/** A line's choices before posting: the warehouse the goods go back into, and whether to deliver them again. */
export interface ReturnLineChoice {
  WhsCode: string;
  Redeliver: boolean;
}

/** The choices a return opens with: each line's own warehouse, and no redelivery. */
export const initialChoices = (entry: Pick<DispatchReturn, 'Lines'>): Record<number, ReturnLineChoice> =>
  Object.fromEntries(entry.Lines.map((line) => [line.LineNum, { WhsCode: line.WhsCode, Redeliver: false }]));

/** Only an order line's quantity can be restored: a line without an order has nothing to redeliver. */
export const mayRedeliver = (line: DispatchReturn['Lines'][number]): boolean => line.OrderEntry !== null;

/** The warehouse code as typed: 1 to 8 characters. */
export const warehouseValid = (code: string): boolean => /^\S{1,8}$/.test(code.trim());

/** The post request: a warehouse only where it differs from the line's, Redeliver Y where chosen. */
export function returnPostRequest(
  entry: Pick<DispatchReturn, 'Lines'>,
  choices: Readonly<Record<number, ReturnLineChoice>>,
): DispatchReturnPost {
  return {
    Lines: entry.Lines.map((line) => {
      const choice = choices[line.LineNum] ?? { WhsCode: line.WhsCode, Redeliver: false };
      const whs = choice.WhsCode.trim();
      return {
        LineNum: line.LineNum,
        ...(whs && whs !== line.WhsCode ? { WhsCode: whs } : {}),
        Redeliver: choice.Redeliver && mayRedeliver(line) ? 'Y' : 'N',
      };
    }),
  };
}
