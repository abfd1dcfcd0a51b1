import { personNames, productCatalogue } from './market-names';
import type { SeedVolume } from './seed-sizes';

/** Fixed master data of the demo company: small tables written as multi-row inserts. */
export const demoCompany = {
  CompnyName: 'Meridian Trading & Distribution',
  CompnyAddr: '14 Harbour Road, London E14 9TS',
  Country: 'GB',
  SumDec: 2,
  DBSumDec: 2,
  /** The seed's derived price lists give prices of 3 and 4 decimals (docs/decisions.md). */
  PriceDec: 3,
  MainCurncy: 'USD',
  SysCurrncy: 'USD',
};

export const currencies = [
  { CurrCode: 'USD', CurrName: 'US Dollar', DocCurrCod: 'USD' },
  { CurrCode: 'EUR', CurrName: 'Euro', DocCurrCod: 'EUR' },
  { CurrCode: 'GBP', CurrName: 'Pound Sterling', DocCurrCod: 'GBP' },
  { CurrCode: 'AED', CurrName: 'UAE Dirham', DocCurrCod: 'AED' },
  { CurrCode: 'SAR', CurrName: 'Saudi Riyal', DocCurrCod: 'SAR' },
];

export const exchangeRates = [
  { RateDate: '2026-11-01', Currency: 'EUR', Rate: '1.085000' },
  { RateDate: '2026-11-01', Currency: 'GBP', Rate: '1.265000' },
  { RateDate: '2026-11-01', Currency: 'AED', Rate: '0.272300' },
  { RateDate: '2026-11-01', Currency: 'SAR', Rate: '0.266600' },
  { RateDate: '2026-11-02', Currency: 'EUR', Rate: '1.087200' },
  { RateDate: '2026-11-02', Currency: 'GBP', Rate: '1.263900' },
  { RateDate: '2026-11-03', Currency: 'EUR', Rate: '1.084600' },
  { RateDate: '2026-11-03', Currency: 'GBP', Rate: '1.266400' },
];

export const branches = [
  { BPLId: 1, BPLName: 'London Head Office', MainBPL: 'Y' as const, Address: '14 Harbour Road, London' },
  { BPLId: 2, BPLName: 'Lyon Branch', MainBPL: 'N' as const, Address: '3 Quai Perrache, Lyon' },
  { BPLId: 3, BPLName: 'Dubai Branch', MainBPL: 'N' as const, Address: 'Jebel Ali Free Zone, Dubai' },
];

export const departments = [
  { Code: 1, Name: 'Sales' },
  { Code: 2, Name: 'Purchasing' },
  { Code: 3, Name: 'Warehouse' },
  { Code: 4, Name: 'Dispatch' },
  { Code: 5, Name: 'Finance' },
  { Code: 6, Name: 'Administration' },
];

export const warehouses = [
  { WhsCode: 'WH01', WhsName: 'London Central', BPLId: 1, City: 'London', BinActivat: 'Y' as const },
  { WhsCode: 'WH02', WhsName: 'Manchester Depot', BPLId: 1, City: 'Manchester', BinActivat: 'N' as const },
  { WhsCode: 'WH03', WhsName: 'Lyon Entrepôt', BPLId: 2, City: 'Lyon', BinActivat: 'N' as const },
  { WhsCode: 'WH04', WhsName: 'Jebel Ali Store', BPLId: 3, City: 'Dubai', BinActivat: 'Y' as const },
];

export const unitsOfMeasure = [
  { UomEntry: 1, UomCode: 'EA', UomName: 'Each' },
  { UomEntry: 2, UomCode: 'PK6', UomName: 'Pack of 6' },
  { UomEntry: 3, UomCode: 'CS12', UomName: 'Case of 12' },
  { UomEntry: 4, UomCode: 'CS24', UomName: 'Case of 24' },
  { UomEntry: 5, UomCode: 'PAL', UomName: 'Pallet' },
  { UomEntry: 6, UomCode: 'KG', UomName: 'Kilogram' },
];

export const uomGroups = [
  { UgpEntry: 1, UgpCode: 'EACH', UgpName: 'Each only', BaseUom: 1 },
  { UgpEntry: 2, UgpCode: 'RETAIL', UgpName: 'Each, pack and case', BaseUom: 1 },
  { UgpEntry: 3, UgpCode: 'BULK', UgpName: 'Each, case and pallet', BaseUom: 1 },
];

export const uomGroupLines = [
  { UgpEntry: 1, UomEntry: 1, AltQty: '1', BaseQty: '1' },
  { UgpEntry: 2, UomEntry: 1, AltQty: '1', BaseQty: '1' },
  { UgpEntry: 2, UomEntry: 2, AltQty: '1', BaseQty: '6' },
  { UgpEntry: 2, UomEntry: 3, AltQty: '1', BaseQty: '12' },
  { UgpEntry: 3, UomEntry: 1, AltQty: '1', BaseQty: '1' },
  { UgpEntry: 3, UomEntry: 4, AltQty: '1', BaseQty: '24' },
  { UgpEntry: 3, UomEntry: 5, AltQty: '1', BaseQty: '960' },
];

export const itemGroups = productCatalogue.map((entry, index) => ({
  ItmsGrpCod: 100 + index,
  ItmsGrpNam: entry.group,
}));

/** OITG: the item properties a distributor sorts its catalogue by. */
export const itemProperties = [
  'Fast mover',
  'Seasonal',
  'Fragile',
  'Chilled',
  'Hazardous',
  'Private label',
  'Imported',
  'Discontinued soon',
].map((ItmsGrpNam, index) => ({ ItmsTypCod: index + 1, ItmsGrpNam }));

export const taxGroups = [
  { Code: 'O1', Name: 'Output VAT 15%', Rate: '15', Category: 'O' as const },
  { Code: 'O2', Name: 'Output VAT 5%', Rate: '5', Category: 'O' as const },
  { Code: 'O0', Name: 'Output VAT exempt', Rate: '0', Category: 'O' as const },
  { Code: 'I1', Name: 'Input VAT 15%', Rate: '15', Category: 'I' as const },
  { Code: 'I2', Name: 'Input VAT 5%', Rate: '5', Category: 'I' as const },
  { Code: 'I0', Name: 'Input VAT exempt', Rate: '0', Category: 'I' as const },
];

type Account = [code: string, name: string, father: string | null, postable: 'Y' | 'N', group?: string];
/**
 * A trading and distribution company's chart: five drawers (Assets, Liabilities, Equity, Revenue,
 * Expenses), titles below them, and postable accounts at the third level.
 */
const accounts: Account[] = [
  ['1', 'Assets', null, 'N'],
  ['11', 'Current Assets', '1', 'N'],
  ['1100', 'Cash on Hand', '11', 'Y'],
  ['1110', 'Petty Cash', '11', 'Y'],
  ['1120', 'Bank Current Account', '11', 'Y'],
  ['1130', 'Bank Current Account EUR', '11', 'Y'],
  ['1150', 'Checks Received', '11', 'Y', 'Checks'],
  ['1160', 'Post-dated Checks', '11', 'Y', 'Checks'],
  ['1200', 'Accounts Receivable', '11', 'Y'],
  ['1300', 'Inventory', '11', 'Y'],
  ['1400', 'Input VAT', '11', 'Y'],
  ['12', 'Fixed Assets', '1', 'N'],
  ['1500', 'Warehouse Equipment', '12', 'Y'],
  ['1510', 'Delivery Vehicles', '12', 'Y'],
  ['1590', 'Accumulated Depreciation', '12', 'Y'],
  ['2', 'Liabilities', null, 'N'],
  ['21', 'Current Liabilities', '2', 'N'],
  ['2100', 'Accounts Payable', '21', 'Y'],
  ['2200', 'Output VAT', '21', 'Y'],
  ['2300', 'Accrued Expenses', '21', 'Y'],
  ['2400', 'Withholding Tax Payable', '21', 'Y'],
  ['22', 'Long-term Liabilities', '2', 'N'],
  ['2500', 'Bank Loans', '22', 'Y'],
  ['3', 'Equity', null, 'N'],
  ['3100', 'Share Capital', '3', 'Y'],
  ['3200', 'Retained Earnings', '3', 'Y'],
  ['4', 'Revenue', null, 'N'],
  ['4100', 'Sales Revenue', '4', 'Y', 'Revenue'],
  ['4200', 'Export Sales', '4', 'Y', 'Revenue'],
  ['4300', 'Service Revenue', '4', 'Y', 'Revenue'],
  ['5', 'Expenses', null, 'N'],
  ['51', 'Cost of Sales', '5', 'N'],
  ['5100', 'Cost of Goods Sold', '51', 'Y'],
  ['5200', 'Inventory Variances', '51', 'Y'],
  ['5300', 'Purchase Price Differences', '51', 'Y'],
  ['52', 'Operating Expenses', '5', 'N'],
  ['6100', 'Salaries', '52', 'Y'],
  ['6200', 'Rent', '52', 'Y'],
  ['6300', 'Freight Out', '52', 'Y'],
  ['6400', 'Card Fees', '52', 'Y'],
  ['6500', 'Realized Exchange Gains', '52', 'Y'],
  ['6510', 'Realized Exchange Losses', '52', 'Y'],
];

const accountType = (code: string): 'I' | 'E' | 'N' =>
  code.startsWith('4') ? 'I' : /^[56]/.test(code) ? 'E' : 'N';

const levelOf = (father: string | null): number =>
  father === null ? 1 : 1 + levelOf(accounts.find(([code]) => code === father)?.[2] ?? null);

export const glAccounts = accounts.map(([AcctCode, AcctName, FatherNum, Postable, group]) => ({
  AcctCode,
  AcctName,
  FatherNum,
  Levels: levelOf(FatherNum),
  Postable,
  ActType: accountType(AcctCode),
  // Each drawer's group (1 assets ... 5 expenses) is its code; accounts below take their drawer's.
  GroupMask: Number(AcctCode[0] === '6' ? '5' : AcctCode[0]),
  AcctGroup: group ?? 'Default',
  ActCurr: AcctCode === '1130' ? 'EUR' : null,
}));

/** The company's default accounts (G/L account determination), from the chart above. */
export const glAccountDetermination = {
  Code: 1,
  RevenuesAc: '4100',
  SaleCostAc: '5100',
  BalInvntAc: '1300',
  ARCtrlAcct: '1200',
  APCtrlAcct: '2100',
  VatOutAcct: '2200',
  VatInAcct: '1400',
  ExpensesAc: '2300',
  PriceDifAc: '5300',
  ExchangeAc: '6500',
  ExchLossAc: '6510',
};

export const withholdingTaxes = [
  {
    WTCode: 'WS05',
    WTName: 'Services withholding 5%',
    Rate: '5',
    Category: 'P' as const,
    BaseType: 'N' as const,
    Account: '2400',
  },
  {
    WTCode: 'WR10',
    WTName: 'Rent withholding 10%',
    Rate: '10',
    Category: 'I' as const,
    BaseType: 'N' as const,
    Account: '2400',
  },
  {
    WTCode: 'WC02',
    WTName: 'Contractors withholding 2%',
    Rate: '2',
    Category: 'P' as const,
    BaseType: 'G' as const,
    Account: '2400',
    PrctBsAmnt: '50',
  },
];

export const banks = [
  { BankCode: 'BARC', BankName: 'Barclays Bank', CountryCod: 'GB', SwiftNum: 'BARCGB22' },
  { BankCode: 'HSBC', BankName: 'HSBC UK Bank', CountryCod: 'GB', SwiftNum: 'HBUKGB4B' },
  { BankCode: 'BNPP', BankName: 'BNP Paribas', CountryCod: 'FR', SwiftNum: 'BNPAFRPP' },
  { BankCode: 'ENBD', BankName: 'Emirates NBD', CountryCod: 'AE', SwiftNum: 'EBILAEAD' },
];

export const houseBankAccounts = [
  {
    AbsEntry: 1,
    BankCode: 'BARC',
    Account: '20-32-06 43779812',
    Branch: 'Canary Wharf',
    IBAN: 'GB29BARC20320643779812',
    AcctName: 'Operating account',
    GLAccount: '1120',
    Currency: 'USD',
  },
  {
    AbsEntry: 2,
    BankCode: 'BNPP',
    Account: '00012345678',
    Branch: 'Lyon Perrache',
    IBAN: 'FR7630004000031234567890143',
    AcctName: 'Lyon branch EUR',
    GLAccount: '1130',
    Currency: 'EUR',
  },
  {
    AbsEntry: 3,
    BankCode: 'ENBD',
    Account: '1015559876501',
    Branch: 'Jebel Ali',
    IBAN: 'AE070331234567890123456',
    AcctName: 'Dubai branch',
    GLAccount: '1120',
    Currency: 'AED',
  },
];

export const addressFormats = [
  { Code: 1, Name: 'United Kingdom', Format: '{StreetNo} {Street}\n{City}\n{ZipCode}\n{Country}' },
  { Code: 2, Name: 'France', Format: '{StreetNo} {Street}\n{ZipCode} {City}\n{Country}' },
  { Code: 3, Name: 'United Arab Emirates', Format: '{Building} {Street}\n{Block}\n{City}\n{Country}' },
  { Code: 4, Name: 'United States', Format: '{StreetNo} {Street}\n{City}, {State} {ZipCode}\n{Country}' },
];

export const creditCards = [
  { CreditCard: 1, CardName: 'Visa', AcctCode: '1120', Phone: '+44 20 7946 0001' },
  { CreditCard: 2, CardName: 'Mastercard', AcctCode: '1120', Phone: '+44 20 7946 0002' },
  { CreditCard: 3, CardName: 'American Express', AcctCode: '1120', Phone: '+44 20 7946 0003' },
];

export const paymentTerms = [
  { GroupNum: -1, PymntGroup: 'Cash Basic', ExtraDays: 0 },
  { GroupNum: 1, PymntGroup: 'Net 15', ExtraDays: 15 },
  { GroupNum: 2, PymntGroup: 'Net 30', ExtraDays: 30 },
  { GroupNum: 3, PymntGroup: 'Net 60', ExtraDays: 60 },
  { GroupNum: 4, PymntGroup: '2% 10 Net 30', ExtraDays: 30, DiscountPercent: '2' },
];

export const partnerGroups = [
  { GroupCode: 100, GroupName: 'Retail Customers', GroupType: 'C' as const, IsDealer: 'N' as const },
  { GroupCode: 101, GroupName: 'Wholesale Customers', GroupType: 'C' as const, IsDealer: 'N' as const },
  { GroupCode: 102, GroupName: 'Dealers', GroupType: 'C' as const, IsDealer: 'Y' as const },
  { GroupCode: 103, GroupName: 'Key Accounts', GroupType: 'C' as const, IsDealer: 'N' as const },
  { GroupCode: 110, GroupName: 'Local Suppliers', GroupType: 'S' as const, IsDealer: 'N' as const },
  { GroupCode: 111, GroupName: 'Import Suppliers', GroupType: 'S' as const, IsDealer: 'N' as const },
];

interface PriceListPlan {
  ListNum: number;
  ListName: string;
  BASE_NUM: number;
  Factor: string;
  PrimCurr: string;
  /** Multiplier of the item's base price that the seed writes for this list. */
  seedMultiplier: number;
}

const allPriceLists: PriceListPlan[] = [
  { ListNum: 1, ListName: 'Base Price', BASE_NUM: 1, Factor: '1', PrimCurr: 'USD', seedMultiplier: 1 },
  { ListNum: 2, ListName: 'Wholesale', BASE_NUM: 1, Factor: '0.85', PrimCurr: 'USD', seedMultiplier: 0.85 },
  { ListNum: 3, ListName: 'Retail', BASE_NUM: 1, Factor: '1.25', PrimCurr: 'USD', seedMultiplier: 1.25 },
  { ListNum: 4, ListName: 'Dealer', BASE_NUM: 1, Factor: '0.78', PrimCurr: 'USD', seedMultiplier: 0.78 },
  { ListNum: 5, ListName: 'Purchase Price', BASE_NUM: 5, Factor: '1', PrimCurr: 'USD', seedMultiplier: 0.62 },
  { ListNum: 6, ListName: 'Export EUR', BASE_NUM: 1, Factor: '0.92', PrimCurr: 'EUR', seedMultiplier: 0.92 },
  { ListNum: 7, ListName: 'Key Accounts', BASE_NUM: 1, Factor: '0.8', PrimCurr: 'USD', seedMultiplier: 0.8 },
  { ListNum: 8, ListName: 'Online', BASE_NUM: 3, Factor: '0.95', PrimCurr: 'USD', seedMultiplier: 1.1875 },
  { ListNum: 9, ListName: 'Staff', BASE_NUM: 1, Factor: '0.7', PrimCurr: 'USD', seedMultiplier: 0.7 },
  { ListNum: 10, ListName: 'Export GBP', BASE_NUM: 1, Factor: '0.79', PrimCurr: 'GBP', seedMultiplier: 0.79 },
];

export const priceListsFor = (volume: SeedVolume) => allPriceLists.slice(0, volume.priceLists);
/** Purchasing documents are priced from this list; sales documents from the partner's. */
export const purchasePriceList = 5;

/** The i-th person's name: distinct for the first 320 (20 first names by 16 last names). */
function personName(index: number): { firstName: string; lastName: string } {
  const first = index % personNames.first.length;
  const last = (Math.floor(index / personNames.first.length) + index * 3) % personNames.last.length;
  return { firstName: personNames.first[first] ?? 'Alex', lastName: personNames.last[last] ?? 'Smith' };
}

const jobTitles = [
  'Sales Representative',
  'Buyer',
  'Warehouse Operative',
  'Driver',
  'Accountant',
  'Office Manager',
];

export function employeesFor(volume: SeedVolume) {
  return Array.from({ length: volume.employees }, (_, index) => {
    const department = departments[index % departments.length] ?? departments[0];
    return {
      empID: index + 1,
      ...personName(index),
      jobTitle: jobTitles[index % jobTitles.length] ?? null,
      dept: department?.Code ?? null,
      BPLId: (index % branches.length) + 1,
      email: `employee${index + 1}@meridian.example`,
      mobile: `+44 7700 9${String(index).padStart(5, '0')}`,
    };
  });
}

/**
 * SlpCode -1 is SAP's "no sales employee". The first ones are the employees of the Sales
 * department; the rest are people of their own, named apart from every employee.
 */
export function salesEmployeesFor(volume: SeedVolume) {
  const sales = employeesFor(volume).filter((employee) => employee.dept === 1);
  const people = Array.from({ length: volume.salesEmployees }, (_, index) => {
    const employee = sales[index];
    const person = employee ?? personName(volume.employees + index);
    const name = `${person.firstName} ${person.lastName}`;
    return {
      SlpCode: index + 1,
      SlpName: name,
      EmpID: employee?.empID ?? null,
      Commission: String(2 + (index % 4)),
    };
  });
  return [{ SlpCode: -1, SlpName: '-No Sales Employee-', EmpID: null, Commission: '0' }, ...people];
}
