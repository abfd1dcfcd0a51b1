import type { TFunction } from 'i18next';

/**
 * How a document's number reads: its DocNum, or for a draft kept for approval (which has no
 * number yet, only a provisional one) "Draft <DocEntry>".
 */
export const documentNumberText = (
  document: { Draft: 'Y' | 'N'; DocNum: number; DocEntry: number },
  t: TFunction,
): string =>
  document.Draft === 'Y' ? t('approval.draftNumber', { entry: document.DocEntry }) : String(document.DocNum);
