import type { CatalogueShape } from '../catalogue-shape';

/**
 * What people call a screen besides its title, by menu entry id, comma-separated: the palette
 * finds the screen by these words ("customer" finds BP Master Data, "GRPO" Goods Receipt PO).
 * Each language lists the words its users type, not translations of the English list.
 */
const en = {
  'bp-master-data': 'business partner, BP, customer, customers, client, vendor, vendors, supplier, suppliers',
  dealers: 'dealer, distributor, reseller',
  items: 'item, items, product, products, article, SKU, material',
  'price-lists': 'price list, prices, tariff',
  stock: 'stock, inventory transaction, goods receipt, goods issue, receipt, issue, transfer, stock transfer',
  'sales-23': 'SQ, quote, quotation, offer, estimate',
  'sales-17': 'SO, order, customer order',
  'sales-15': 'DN, delivery note, shipment, dispatch',
  'sales-16': 'sales return, customer return, RMA',
  'sales-203': 'down payment, advance, deposit, prepayment',
  'sales-13': 'invoice, AR invoice, A/R invoice, customer invoice, bill',
  'sales-14': 'credit memo, credit note, AR credit memo, customer credit',
  'purchasing-1470000113': 'PR, requisition, purchase requisition',
  'purchasing-540000006': 'PQ, RFQ, request for quotation, supplier quote',
  'purchasing-22': 'PO, purchase order, supplier order, vendor order',
  'purchasing-20': 'GRPO, goods receipt, receipt, receiving',
  'purchasing-21': 'goods return, return to vendor, return to supplier',
  'purchasing-18': 'AP invoice, A/P invoice, vendor invoice, supplier invoice, bill',
  'purchasing-19': 'AP credit memo, A/P credit memo, vendor credit, debit note',
  warehouses: 'warehouse, store, depot, location',
  users: 'user, account, login',
};

const fr = {
  'bp-master-data': 'tiers, partenaire, client, clients, fournisseur, fournisseurs, BP',
  dealers: 'concessionnaire, distributeur, revendeur',
  items: 'article, articles, produit, produits, SKU, référence',
  'price-lists': 'liste de prix, tarif, tarifs, prix',
  stock:
    'stock, mouvement de stock, entrée de marchandises, sortie de marchandises, réception, sortie, transfert',
  'sales-23': 'devis, offre, proposition, SQ',
  'sales-17': 'commande, commande client, SO',
  'sales-15': 'livraison, bon de livraison, BL, expédition',
  'sales-16': 'retour, retour client',
  'sales-203': 'acompte, avance, arrhes',
  'sales-13': 'facture, facture client',
  'sales-14': 'avoir, avoir client, note de crédit',
  'purchasing-1470000113': "demande d'achat, DA",
  'purchasing-540000006': 'demande de prix, appel d’offres, devis fournisseur',
  'purchasing-22': 'commande fournisseur, bon de commande, BC, PO',
  'purchasing-20': 'réception, entrée de marchandises, GRPO',
  'purchasing-21': 'retour fournisseur, retour de marchandises',
  'purchasing-18': 'facture fournisseur, facture d’achat',
  'purchasing-19': 'avoir fournisseur, note de débit',
  warehouses: 'entrepôt, magasin, dépôt',
  users: 'utilisateur, compte',
} satisfies CatalogueShape<typeof en>;

const ar = {
  'bp-master-data': 'شريك, شركاء, عميل, عملاء, زبون, مورد, موردين, مورّد',
  dealers: 'وكيل, موزع, تاجر',
  items: 'صنف, أصناف, منتج, منتجات, سلعة, مادة',
  'price-lists': 'قائمة أسعار, أسعار, تسعيرة',
  stock: 'مخزون, حركة مخزون, استلام بضاعة, صرف بضاعة, استلام, صرف, تحويل, نقل مخزون',
  'sales-23': 'عرض سعر, عرض أسعار, تسعيرة',
  'sales-17': 'أمر بيع, طلب بيع, طلبية',
  'sales-15': 'تسليم, إذن تسليم, شحنة',
  'sales-16': 'مرتجع, مرتجع مبيعات',
  'sales-203': 'دفعة مقدمة, عربون',
  'sales-13': 'فاتورة, فاتورة مبيعات, فاتورة عميل',
  'sales-14': 'إشعار دائن, مذكرة دائنة',
  'purchasing-1470000113': 'طلب شراء',
  'purchasing-540000006': 'عرض سعر مورد, طلب عرض سعر',
  'purchasing-22': 'أمر شراء, طلب شراء من مورد',
  'purchasing-20': 'استلام بضاعة, إذن استلام',
  'purchasing-21': 'مرتجع مشتريات, مرتجع لمورد',
  'purchasing-18': 'فاتورة مورد, فاتورة مشتريات',
  'purchasing-19': 'إشعار مدين, إشعار دائن مورد',
  warehouses: 'مستودع, مخزن',
  users: 'مستخدم, حساب',
} satisfies CatalogueShape<typeof en>;

/** The palette's synonyms of menu entries in every language. */
export const synonymsText = { en, fr, ar };
