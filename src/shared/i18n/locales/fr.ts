import { accountText } from '../sections/account';
import { apiReferenceText } from '../sections/api-reference';
import { approvalText } from '../sections/approval';
import { authorizationText } from '../sections/authorization';
import { bankingText } from '../sections/banking';
import { datePickerText } from '../sections/date-picker';
import { dispatchNotePdfText } from '../sections/dispatch-note-pdf';
import { dispatchNotesText } from '../sections/dispatch-notes';
import { dispatchPlanningText } from '../sections/dispatch-planning';
import { documentsText } from '../sections/documents';
import { fieldSalesText } from '../sections/field-sales';
import { fieldSalesPlansText } from '../sections/field-sales-plans';
import { fieldsText } from '../sections/fields';
import { financeReportsText } from '../sections/finance-reports';
import { formsText } from '../sections/forms';
import { gateDeskText } from '../sections/gate-desk';
import { gatePassesText } from '../sections/gate-passes';
import { gateReportsText } from '../sections/gate-reports';
import { gateSettingsText } from '../sections/gate-settings';
import { gridText } from '../sections/grid';
import { inventoryCountsText } from '../sections/inventory-counts';
import { inventoryReportsText } from '../sections/inventory-reports';
import { keyboardText } from '../sections/keyboard';
import { layoutText } from '../sections/layout';
import { navigationText } from '../sections/navigation';
import { notificationsText } from '../sections/notifications';
import { pagesText } from '../sections/pages';
import { paletteText } from '../sections/palette';
import { paymentPdfText } from '../sections/payment-pdf';
import { preferencesText } from '../sections/preferences';
import { priceToolsText } from '../sections/price-tools';
import { resourcesText } from '../sections/resources';
import { routeCallsText } from '../sections/route-calls';
import { routeTitlesText } from '../sections/route-titles';
import { securityText } from '../sections/security';
import { shellText } from '../sections/shell';
import { synonymsText } from '../sections/synonyms';
import { workspaceText } from '../sections/workspace';
import type { Catalogue } from './en';

export const fr: Catalogue = {
  app: {
    name: 'Meridian ERP',
    tagline: 'Le back-office du négoce et de la distribution, pensé pour le clavier',
    skipToContent: 'Aller au contenu',
  },
  language: {
    label: 'Langue',
    autonym: { en: 'English', fr: 'Français', ar: 'العربية' },
  },
  status: {
    heading: 'État du système',
    loading: 'Interrogation du serveur…',
    version: 'Version du serveur',
    database: 'Base de données',
    reachable: 'Base de données joignable',
    schemaVersion: 'Version du schéma',
    pendingMigrations: 'Migrations en attente',
    yes: 'Oui',
    no: 'Non',
    noSchema: 'Aucun schéma pour l’instant',
    kind: { pglite: 'PostgreSQL embarqué (PGlite)', postgres: 'Serveur PostgreSQL' },
    refresh: 'Vérifier à nouveau',
  },
  httpErrors: {
    network: 'Le serveur est injoignable. Vérifiez qu’il fonctionne, puis réessayez.',
    timeout: 'Le serveur a mis trop de temps à répondre. Réessayez.',
    aborted: 'La requête a été annulée.',
    'bad-request': 'Le serveur a refusé la requête.',
    'bad-response': 'Le serveur n’a pas pu répondre correctement. Réessayez dans un instant.',
  },
  login: {
    heading: 'Connexion',
    username: 'Nom d’utilisateur ou e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    failed: 'Échec de la connexion',
    dataFailed: 'Connecté, mais les données de référence n’ont pas pu être chargées. Réessayez.',
    failures: {
      '1': 'Le nom d’utilisateur ou le mot de passe est incorrect.',
      '2': 'Ce compte n’est pas encore actif : un administrateur doit l’activer.',
      '3': 'Ce compte est verrouillé après trop d’échecs de connexion : un administrateur doit le déverrouiller.',
      '4': 'Trop d’échecs de connexion. Patientez quelques minutes puis réessayez.',
      '5': 'Ce compte ne peut pas se connecter depuis cette adresse réseau. Adressez-vous à un administrateur.',
    },
  },
  session: {
    checking: 'Vérification de votre session…',
    signedInAs: 'Connecté en tant que {{name}} ({{code}})',
    signOut: 'Se déconnecter',
    menu: 'Menu principal',
    loadingMenu: 'Chargement de votre menu…',
    menuFailed: 'Votre menu n’a pas pu être chargé.',
  },
  menu: {
    inventory: 'Stocks',
    pricing: 'Tarification',
    inventoryReports: 'Rapports de stock',
    inventoryTransactions: 'Transactions de stock',
    newInventoryDocument: 'Nouveau document de stock',
    sales: 'Ventes',
    purchase: 'Achats - fournisseurs',
    businessPartners: 'Partenaires',
    banking: 'Banque',
    bankingReports: 'Rapports financiers',
    logisticsHub: 'Centre logistique',
    dispatch: 'Expédition',
    binLocationReport: 'Rapport des emplacements',
    dispatchDashboard: 'Expédition : Tableau de bord',
    dispatchOpenItems: 'Expédition : Lignes à livrer',
    dispatchAssignments: 'Expédition : Affectations',
    dispatchDelivered: 'Expédition : Livrés',
    dispatchReturns: 'Expédition : Retours',
    routesCalls: 'Tournées et visites',
    gatePass: 'Gestion des laissez-passer',
    gateReports: 'Rapports des portails',
    administration: 'Administration',
    development: 'Développement',
  },
  documents: {
    salesQuotation: 'Offre de vente',
    salesOrder: 'Commande client',
    delivery: 'Livraison',
    salesReturn: 'Retour client',
    arDownPayment: 'Acompte client',
    arInvoice: 'Facture client',
    arCreditMemo: 'Avoir client',
    purchaseRequest: 'Demande d’achat',
    purchaseQuotation: 'Offre fournisseur',
    purchaseOrder: 'Commande fournisseur',
    goodsReceiptPo: 'Réception de marchandises',
    goodsReturn: 'Retour fournisseur',
    apInvoice: 'Facture fournisseur',
    apCreditMemo: 'Avoir fournisseur',
    goodsReceipt: 'Entrée de marchandises',
    goodsIssue: 'Sortie de marchandises',
    openingBalance: "Solde d'ouverture des stocks",
    inventoryTransferRequest: 'Demande de transfert de stock',
    inventoryTransfer: 'Transfert de stock',
    ...documentsText.fr,
  },
  shell: shellText.fr,
  layout: layoutText.fr,
  workspace: workspaceText.fr,
  resources: { ...resourcesText.fr, ...fieldSalesText.fr.resources },
  fields: {
    ...fieldsText.fr,
    ...fieldSalesText.fr.fields,
    options: { ...fieldsText.fr.options, ...fieldSalesText.fr.options },
  },
  forms: formsText.fr,
  grid: gridText.fr,
  keyboard: keyboardText.fr,
  palette: paletteText.fr,
  synonyms: synonymsText.fr,
  navigation: navigationText.fr,
  preferences: preferencesText.fr,
  datePicker: datePickerText.fr,
  account: accountText.fr,
  pages: pagesText.fr,
  security: securityText.fr,
  gateSettings: gateSettingsText.fr,
  fieldSales: fieldSalesText.fr.screens,
  priceTools: priceToolsText.fr,
  apiReference: apiReferenceText.fr,
  authorization: authorizationText.fr,
  notifications: notificationsText.fr,
  approval: approvalText.fr,
  inventoryReports: inventoryReportsText.fr,
  financeReports: financeReportsText.fr,
  gateReports: gateReportsText.fr,
  fieldSalesPlans: fieldSalesPlansText.fr,
  inventoryCounts: inventoryCountsText.fr,
  banking: bankingText.fr,
  dispatchPlanning: dispatchPlanningText.fr,
  dispatchNotes: dispatchNotesText.fr,
  gateDesk: gateDeskText.fr,
  routeCalls: routeCallsText.fr,
  paymentPdf: paymentPdfText.fr,
  dispatchNotePdf: dispatchNotePdfText.fr,
  gatePasses: gatePassesText.fr,
  routeTitles: routeTitlesText.fr,
};
