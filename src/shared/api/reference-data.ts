import { z } from 'zod';
import { decimalString, yesNoFlag } from '../wire/wire-formats';
import { resultCodeOk } from './envelopes';

/**
 * The reference data a client loads in parallel after sign-in (specification section 7). Fields
 * a user may not read are left out of the rows, hence optional here.
 */
export const referenceRowSchemas = {
  currency: z
    .object({
      CurrCode: z.string(),
      CurrName: z.string(),
      DocCurrCod: z.string().nullable(),
      Decimals: z.number().int(),
      Locked: yesNoFlag,
    })
    .partial(),
  salesEmployee: z
    .object({
      SlpCode: z.number().int(),
      SlpName: z.string(),
      EmpID: z.number().int().nullable(),
      Commission: decimalString,
      Active: yesNoFlag,
    })
    .partial(),
  unitOfMeasure: z.object({ UomEntry: z.number().int(), UomCode: z.string(), UomName: z.string() }).partial(),
  employee: z
    .object({
      empID: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      jobTitle: z.string().nullable(),
      dept: z.number().int().nullable(),
      BPLId: z.number().int().nullable(),
      email: z.string().nullable(),
      mobile: z.string().nullable(),
      Active: yesNoFlag,
    })
    .partial(),
  item: z
    .object({
      ItemCode: z.string(),
      ItemName: z.string(),
      FrgnName: z.string().nullable(),
      ItmsGrpCod: z.number().int(),
      InvntItem: yesNoFlag,
      SellItem: yesNoFlag,
      PrchseItem: yesNoFlag,
      SalUnitMsr: z.string().nullable(),
      InvntryUom: z.string().nullable(),
      OnHand: decimalString,
      IsCommited: decimalString,
      OnOrder: decimalString,
      AvgPrice: decimalString,
      LastPurPrc: decimalString,
      VatGourpSa: z.string().nullable(),
      VatGroupPu: z.string().nullable(),
      CodeBars: z.string().nullable(),
    })
    .partial(),
  warehouse: z
    .object({
      WhsCode: z.string(),
      WhsName: z.string(),
      BPLId: z.number().int().nullable(),
      BinActivat: yesNoFlag,
      City: z.string().nullable(),
    })
    .partial(),
  taxGroup: z
    .object({ Code: z.string(), Name: z.string(), Rate: decimalString, Category: z.enum(['O', 'I']) })
    .partial(),
  priceList: z
    .object({
      ListNum: z.number().int(),
      ListName: z.string(),
      BASE_NUM: z.number().int(),
      Factor: decimalString,
      PrimCurr: z.string().nullable(),
      isGrossPrc: yesNoFlag,
    })
    .partial(),
  creditCard: z
    .object({ CreditCard: z.number().int(), CardName: z.string(), AcctCode: z.string().nullable() })
    .partial(),
  glAccount: z
    .object({
      AcctCode: z.string(),
      AcctName: z.string(),
      AcctGroup: z.string(),
      FatherNum: z.string().nullable(),
    })
    .partial(),
};

/** Reference lists answer ResultCode 1200 with the rows as ResponseData. */
export const referenceListAnswerSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ ResultCode: z.literal(resultCodeOk), ResponseData: z.array(row) });

/** Item master data is the one paged list: ResponseData.data with the total. */
export const itemMasterDataAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(referenceRowSchemas.item), total: z.number().int().nonnegative() }),
});

export const itemMasterDataQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(100),
  search: z.string().trim().max(100).optional(),
});

export const glAccountTypes = ['Default', 'Checks', 'Revenue'] as const;
export const glAccountQuerySchema = z.strictObject({ type: z.enum(glAccountTypes).default('Default') });
