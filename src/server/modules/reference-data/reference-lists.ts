import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { creditCards, currencies, glAccounts, taxGroups } from '../../db/schema/finance';
import { unitsOfMeasure, warehouses } from '../../db/schema/inventory';
import { employees, salesEmployees } from '../../db/schema/organisation';
import { priceLists } from '../../db/schema/pricing';

/**
 * A reference list: the rows of one table a client caches after sign-in. Its fields are both
 * what is sent and what permission rules may filter by.
 */
export interface ReferenceList {
  path: string;
  subject: string;
  table: PgTable;
  fields: Record<string, AnyPgColumn>;
  filter?: SQL;
  orderBy: AnyPgColumn;
}

export const referenceLists: ReferenceList[] = [
  {
    path: '/currency',
    subject: 'Currency',
    table: currencies,
    fields: {
      CurrCode: currencies.CurrCode,
      CurrName: currencies.CurrName,
      DocCurrCod: currencies.DocCurrCod,
      Decimals: currencies.Decimals,
      Locked: currencies.Locked,
    },
    orderBy: currencies.CurrCode,
  },
  {
    path: '/employee',
    subject: 'SalesEmployee',
    table: salesEmployees,
    fields: {
      SlpCode: salesEmployees.SlpCode,
      SlpName: salesEmployees.SlpName,
      EmpID: salesEmployees.EmpID,
      Commission: salesEmployees.Commission,
      Active: salesEmployees.Active,
    },
    filter: eq(salesEmployees.Active, 'Y'),
    orderBy: salesEmployees.SlpCode,
  },
  {
    path: '/uoms',
    subject: 'UnitOfMeasure',
    table: unitsOfMeasure,
    fields: {
      UomEntry: unitsOfMeasure.UomEntry,
      UomCode: unitsOfMeasure.UomCode,
      UomName: unitsOfMeasure.UomName,
    },
    orderBy: unitsOfMeasure.UomEntry,
  },
  {
    path: '/employee-master-data',
    subject: 'Employee',
    table: employees,
    fields: {
      empID: employees.empID,
      firstName: employees.firstName,
      lastName: employees.lastName,
      jobTitle: employees.jobTitle,
      dept: employees.dept,
      BPLId: employees.BPLId,
      email: employees.email,
      mobile: employees.mobile,
      Active: employees.Active,
    },
    filter: eq(employees.Active, 'Y'),
    orderBy: employees.empID,
  },
  {
    path: '/warehouse',
    subject: 'Warehouse',
    table: warehouses,
    fields: {
      WhsCode: warehouses.WhsCode,
      WhsName: warehouses.WhsName,
      BPLId: warehouses.BPLId,
      BinActivat: warehouses.BinActivat,
      City: warehouses.City,
    },
    filter: eq(warehouses.Inactive, 'N'),
    orderBy: warehouses.WhsCode,
  },
  ...(['output', 'input'] as const).map((kind) => ({
    path: `/taxgroups/${kind}`,
    subject: 'TaxGroup',
    table: taxGroups,
    fields: {
      Code: taxGroups.Code,
      Name: taxGroups.Name,
      Rate: taxGroups.Rate,
      Category: taxGroups.Category,
    },
    filter: and(eq(taxGroups.Category, kind === 'output' ? 'O' : 'I'), eq(taxGroups.Inactive, 'N')),
    orderBy: taxGroups.Code,
  })),
  {
    path: '/price_lists',
    subject: 'PriceList',
    table: priceLists,
    fields: {
      ListNum: priceLists.ListNum,
      ListName: priceLists.ListName,
      BASE_NUM: priceLists.BASE_NUM,
      Factor: priceLists.Factor,
      PrimCurr: priceLists.PrimCurr,
      isGrossPrc: priceLists.isGrossPrc,
    },
    filter: eq(priceLists.ValidFor, 'Y'),
    orderBy: priceLists.ListNum,
  },
  {
    path: '/credit-card',
    subject: 'CreditCard',
    table: creditCards,
    fields: {
      CreditCard: creditCards.CreditCard,
      CardName: creditCards.CardName,
      AcctCode: creditCards.AcctCode,
    },
    orderBy: creditCards.CreditCard,
  },
];

export const glAccountFields = {
  AcctCode: glAccounts.AcctCode,
  AcctName: glAccounts.AcctName,
  AcctGroup: glAccounts.AcctGroup,
  FatherNum: glAccounts.FatherNum,
};
