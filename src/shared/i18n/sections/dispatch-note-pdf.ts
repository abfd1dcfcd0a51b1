import type { CatalogueShape } from '../catalogue-shape';

/** The printed dispatch note (issue 23): a load's header, its stops in order, totals and signatures. */
const en = {
  title: 'Dispatch note {{number}}',
  fields: {
    date: 'Date',
    vehicle: 'Vehicle',
    plate: 'Plate',
    driver: 'Driver',
    status: 'Status',
    scanCode: 'Scan code',
    comments: 'Comments',
  },
  statuses: { P: 'Planned', L: 'Loaded', R: 'On the road', C: 'Completed', X: 'Cancelled' },
  stop: 'Stop {{stop}}: {{partner}}',
  delivery: 'Delivery {{number}}, due {{date}}',
  shipTo: 'Ship to',
  columns: {
    item: 'Item',
    description: 'Description',
    quantity: 'Quantity',
    unit: 'Unit',
    warehouse: 'Warehouse',
    delivered: 'Delivered',
  },
  stopMeasures: 'Weight {{weight}} kg, volume {{volume}} m³',
  totals: {
    weight: 'Weight (kg)',
    volume: 'Volume (m³)',
    ofCapacity: '{{load}} of {{capacity}}',
    unlimited: '{{load}} (no limit)',
  },
  override: 'Over capacity: {{reason}}',
  signatures: {
    receiver: 'Received by (name, signature, time)',
    driver: 'Driver',
    warehouse: 'Warehouse',
  },
  noStops: 'No stops on this note.',
  page: 'Page {{page}} of {{count}}',
};

const fr = {
  title: 'Bon d’expédition {{number}}',
  fields: {
    date: 'Date',
    vehicle: 'Véhicule',
    plate: 'Immatriculation',
    driver: 'Chauffeur',
    status: 'Statut',
    scanCode: 'Code de scan',
    comments: 'Commentaires',
  },
  statuses: { P: 'Planifié', L: 'Chargé', R: 'En route', C: 'Terminé', X: 'Annulé' },
  stop: 'Arrêt {{stop}} : {{partner}}',
  delivery: 'Livraison {{number}}, prévue le {{date}}',
  shipTo: 'Livrer à',
  columns: {
    item: 'Article',
    description: 'Désignation',
    quantity: 'Quantité',
    unit: 'Unité',
    warehouse: 'Magasin',
    delivered: 'Livré',
  },
  stopMeasures: 'Poids {{weight}} kg, volume {{volume}} m³',
  totals: {
    weight: 'Poids (kg)',
    volume: 'Volume (m³)',
    ofCapacity: '{{load}} sur {{capacity}}',
    unlimited: '{{load}} (sans limite)',
  },
  override: 'Au-delà de la capacité : {{reason}}',
  signatures: {
    receiver: 'Reçu par (nom, signature, heure)',
    driver: 'Chauffeur',
    warehouse: 'Magasin',
  },
  noStops: 'Aucun arrêt sur ce bon d’expédition.',
  page: 'Page {{page}} sur {{count}}',
} satisfies CatalogueShape<typeof en>;

const ar = {
  title: 'إذن الشحن {{number}}',
  fields: {
    date: 'التاريخ',
    vehicle: 'المركبة',
    plate: 'اللوحة',
    driver: 'السائق',
    status: 'الحالة',
    scanCode: 'رمز المسح',
    comments: 'ملاحظات',
  },
  statuses: { P: 'مخطط', L: 'محمّل', R: 'على الطريق', C: 'مكتمل', X: 'ملغى' },
  stop: 'المحطة {{stop}}: {{partner}}',
  delivery: 'التسليم {{number}}، المستحق في {{date}}',
  shipTo: 'الشحن إلى',
  columns: {
    item: 'الصنف',
    description: 'الوصف',
    quantity: 'الكمية',
    unit: 'الوحدة',
    warehouse: 'المستودع',
    delivered: 'المُسلَّم',
  },
  stopMeasures: 'الوزن {{weight}} كغ، الحجم {{volume}} م³',
  totals: {
    weight: 'الوزن (كغ)',
    volume: 'الحجم (م³)',
    ofCapacity: '{{load}} من {{capacity}}',
    unlimited: '{{load}} (بلا حد)',
  },
  override: 'فوق السعة: {{reason}}',
  signatures: {
    receiver: 'استلمه (الاسم، التوقيع، الوقت)',
    driver: 'السائق',
    warehouse: 'المستودع',
  },
  noStops: 'لا توجد محطات في هذا الإذن.',
  page: 'الصفحة {{page}} من {{count}}',
} satisfies CatalogueShape<typeof en>;

export const dispatchNotePdfText = { en, fr, ar };
