import type { CatalogueShape } from '../catalogue-shape';

/**
 * What people call a screen besides its title, by the route name of the link that opens it
 * (screen-entry.ts keywordsKey), comma-separated: the palette
 * finds the screen by these words ("customer" finds BP Master Data, "GRPO" Goods Receipt PO).
 * Each language lists the words its users type, not translations of the English list.
 */
const en = {
  'business-partners-bp-master-data':
    'business partner, BP, customer, customers, client, vendor, vendors, supplier, suppliers',
  'business-partners-dealers': 'dealer, distributor, reseller',
  'inventory-item-management-item-master-data': 'item, items, product, products, article, SKU, material',
  'inventory-price-list': 'price list, prices, tariff',
  'inventory-transactions':
    'stock, inventory transaction, goods receipt, goods issue, receipt, issue, transfer, stock transfer',
  'sales-doc-23': 'SQ, quote, quotation, offer, estimate',
  'sales-doc-17': 'SO, order, customer order',
  'sales-doc-15': 'DN, delivery note, shipment, dispatch',
  'sales-doc-16': 'sales return, customer return, RMA',
  'sales-doc-203': 'down payment, advance, deposit, prepayment',
  'sales-doc-13': 'invoice, AR invoice, A/R invoice, customer invoice, bill',
  'sales-doc-14': 'credit memo, credit note, AR credit memo, customer credit',
  'purchasing-doc-1470000113': 'PR, requisition, purchase requisition',
  'purchasing-doc-540000006': 'PQ, RFQ, request for quotation, supplier quote',
  'purchasing-doc-22': 'PO, purchase order, supplier order, vendor order',
  'purchasing-doc-20': 'GRPO, goods receipt, receipt, receiving',
  'purchasing-doc-21': 'goods return, return to vendor, return to supplier',
  'purchasing-doc-18': 'AP invoice, A/P invoice, vendor invoice, supplier invoice, bill',
  'purchasing-doc-19': 'AP credit memo, A/P credit memo, vendor credit, debit note',
  'administration-setup-inventory-warehouses': 'warehouse, store, depot, location',
  'administration-setup-general-users': 'user, account, login',
};

const fr = {
  'business-partners-bp-master-data': 'tiers, partenaire, client, clients, fournisseur, fournisseurs, BP',
  'business-partners-dealers': 'concessionnaire, distributeur, revendeur',
  'inventory-item-management-item-master-data': 'article, articles, produit, produits, SKU, référence',
  'inventory-price-list': 'liste de prix, tarif, tarifs, prix',
  'inventory-transactions':
    'stock, mouvement de stock, entrée de marchandises, sortie de marchandises, réception, sortie, transfert',
  'sales-doc-23': 'devis, offre, proposition, SQ',
  'sales-doc-17': 'commande, commande client, SO',
  'sales-doc-15': 'livraison, bon de livraison, BL, expédition',
  'sales-doc-16': 'retour, retour client',
  'sales-doc-203': 'acompte, avance, arrhes',
  'sales-doc-13': 'facture, facture client',
  'sales-doc-14': 'avoir, avoir client, note de crédit',
  'purchasing-doc-1470000113': "demande d'achat, DA",
  'purchasing-doc-540000006': 'demande de prix, appel d’offres, devis fournisseur',
  'purchasing-doc-22': 'commande fournisseur, bon de commande, BC, PO',
  'purchasing-doc-20': 'réception, entrée de marchandises, GRPO',
  'purchasing-doc-21': 'retour fournisseur, retour de marchandises',
  'purchasing-doc-18': 'facture fournisseur, facture d’achat',
  'purchasing-doc-19': 'avoir fournisseur, note de débit',
  'administration-setup-inventory-warehouses': 'entrepôt, magasin, dépôt',
  'administration-setup-general-users': 'utilisateur, compte',
} satisfies CatalogueShape<typeof en>;

const ar = {
  'business-partners-bp-master-data': 'شريك, شركاء, عميل, عملاء, زبون, مورد, موردين, مورّد',
  'business-partners-dealers': 'وكيل, موزع, تاجر',
  'inventory-item-management-item-master-data': 'صنف, أصناف, منتج, منتجات, سلعة, مادة',
  'inventory-price-list': 'قائمة أسعار, أسعار, تسعيرة',
  'inventory-transactions': 'مخزون, حركة مخزون, استلام بضاعة, صرف بضاعة, استلام, صرف, تحويل, نقل مخزون',
  'sales-doc-23': 'عرض سعر, عرض أسعار, تسعيرة',
  'sales-doc-17': 'أمر بيع, طلب بيع, طلبية',
  'sales-doc-15': 'تسليم, إذن تسليم, شحنة',
  'sales-doc-16': 'مرتجع, مرتجع مبيعات',
  'sales-doc-203': 'دفعة مقدمة, عربون',
  'sales-doc-13': 'فاتورة, فاتورة مبيعات, فاتورة عميل',
  'sales-doc-14': 'إشعار دائن, مذكرة دائنة',
  'purchasing-doc-1470000113': 'طلب شراء',
  'purchasing-doc-540000006': 'عرض سعر مورد, طلب عرض سعر',
  'purchasing-doc-22': 'أمر شراء, طلب شراء من مورد',
  'purchasing-doc-20': 'استلام بضاعة, إذن استلام',
  'purchasing-doc-21': 'مرتجع مشتريات, مرتجع لمورد',
  'purchasing-doc-18': 'فاتورة مورد, فاتورة مشتريات',
  'purchasing-doc-19': 'إشعار مدين, إشعار دائن مورد',
  'administration-setup-inventory-warehouses': 'مستودع, مخزن',
  'administration-setup-general-users': 'مستخدم, حساب',
} satisfies CatalogueShape<typeof en>;

/** The palette's synonyms of menu entries in every language. */
export const synonymsText = { en, fr, ar };
