import { type PriceChange, priceChangeSchema } from '../../../shared/api/price-batches';

/** What the change form holds, as typed: every field a string, empty when not given. */
export interface ChangeDraft {
  mode: 'factor' | 'amount' | 'copy';
  PriceList: string;
  ItmsGrpCod: string;
  FirmCode: string;
  Search: string;
  ItemCodes: string;
  SourceList: string;
  TargetList: string;
  Factor: string;
  Amount: string;
  Rounding: string;
  RoundTo: string;
}

export const emptyDraft = (mode: ChangeDraft['mode']): ChangeDraft => ({
  mode,
  PriceList: '',
  ItmsGrpCod: '',
  FirmCode: '',
  Search: '',
  ItemCodes: '',
  SourceList: '',
  TargetList: '',
  Factor: mode === 'copy' ? '1' : '',
  Amount: '',
  Rounding: 'none',
  RoundTo: '0.01',
});

const numberOrNothing = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
const textOrNothing = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** Item codes typed or pasted one per line, or separated by commas or spaces. */
export const itemCodesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter((code) => code !== '');

/** The draft as the server's schema reads it, with the field errors the schema gives. */
export function changeOfDraft(
  draft: ChangeDraft,
): { change: PriceChange; errors?: undefined } | { change?: undefined; errors: Record<string, string> } {
  const rounding = { Rounding: draft.Rounding, RoundTo: draft.RoundTo };
  const codes = itemCodesOf(draft.ItemCodes);
  const body =
    draft.mode === 'copy'
      ? {
          Kind: 'copy',
          SourceList: numberOrNothing(draft.SourceList),
          TargetList: numberOrNothing(draft.TargetList),
          Factor: textOrNothing(draft.Factor),
          ...rounding,
        }
      : {
          Kind: draft.mode,
          Selection: {
            PriceList: numberOrNothing(draft.PriceList),
            ItmsGrpCod: numberOrNothing(draft.ItmsGrpCod),
            FirmCode: numberOrNothing(draft.FirmCode),
            Search: textOrNothing(draft.Search),
            ItemCodes: codes.length > 0 ? codes : undefined,
          },
          ...(draft.mode === 'factor'
            ? { Factor: textOrNothing(draft.Factor) }
            : { Amount: textOrNothing(draft.Amount) }),
          ...rounding,
        };
  const parsed = priceChangeSchema.safeParse(body);
  if (parsed.success) return { change: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path.at(-1) ?? '_');
    errors[field] ??= issue.message;
  }
  return { errors };
}
