import type { CatalogueShape } from '../catalogue-shape';

/**
 * The API reference page. The operations' paths, summaries, fields and permissions are the API's
 * own names (English identifiers, as in the OpenAPI document an integrator downloads); the page
 * around them is translated.
 */
const en = {
  heading: 'API reference',
  intro:
    'Every operation of the server’s API, generated from the schemas the server checks requests with. Send the access token of sign-in as a bearer token; requests that change data also send the X-XSRF-TOKEN header.',
  download: 'Download the OpenAPI document',
  filter: 'Filter operations',
  filterHint: 'Words of a path, summary, group or permission, such as “items create”.',
  shown_zero: '{{count}} operations',
  shown_one: '{{count}} operation',
  shown_two: '{{count}} operations',
  shown_few: '{{count}} operations',
  shown_many: '{{count}} operations',
  shown_other: '{{count}} operations',
  none: 'No operation matches this filter.',
  loading: 'Loading the API description…',
  failed: 'The API description could not be loaded. Try again.',
  groupCaption: 'Operations of {{group}}',
  columns: {
    method: 'Method',
    path: 'Path',
    summary: 'Summary',
    permission: 'Requires',
    fields: 'Parameters and body',
  },
  permission: {
    public: 'Nothing: open without signing in',
    signedIn: 'A signed-in user',
  },
  fields: {
    none: 'None',
    show_zero: '{{count}} fields',
    show_one: '{{count}} field',
    show_two: '{{count}} fields',
    show_few: '{{count}} fields',
    show_many: '{{count}} fields',
    show_other: '{{count}} fields',
    required: '{{place}}, required',
    path: 'path',
    query: 'query',
    body: 'body',
  },
};

const fr = {
  heading: 'Référence de l’API',
  intro:
    'Chaque opération de l’API du serveur, générée à partir des schémas avec lesquels le serveur vérifie les requêtes. Envoyez le jeton d’accès de la connexion comme jeton Bearer ; les requêtes qui modifient des données envoient aussi l’en-tête X-XSRF-TOKEN.',
  download: 'Télécharger le document OpenAPI',
  filter: 'Filtrer les opérations',
  filterHint: 'Des mots d’un chemin, d’un résumé, d’un groupe ou d’une permission, comme « items create ».',
  shown_zero: '{{count}} opération',
  shown_one: '{{count}} opération',
  shown_two: '{{count}} opérations',
  shown_few: '{{count}} opérations',
  shown_many: '{{count}} opérations',
  shown_other: '{{count}} opérations',
  none: 'Aucune opération ne correspond à ce filtre.',
  loading: 'Chargement de la description de l’API…',
  failed: 'La description de l’API n’a pas pu être chargée. Réessayez.',
  groupCaption: 'Opérations de {{group}}',
  columns: {
    method: 'Méthode',
    path: 'Chemin',
    summary: 'Résumé',
    permission: 'Exige',
    fields: 'Paramètres et corps',
  },
  permission: {
    public: 'Rien : ouvert sans connexion',
    signedIn: 'Un utilisateur connecté',
  },
  fields: {
    none: 'Aucun',
    show_zero: '{{count}} champ',
    show_one: '{{count}} champ',
    show_two: '{{count}} champs',
    show_few: '{{count}} champs',
    show_many: '{{count}} champs',
    show_other: '{{count}} champs',
    required: '{{place}}, obligatoire',
    path: 'chemin',
    query: 'requête',
    body: 'corps',
  },
} satisfies CatalogueShape<typeof en>;

const ar = {
  heading: 'مرجع واجهة البرمجة',
  intro:
    'كل عمليات واجهة برمجة الخادم، مولّدة من المخططات التي يتحقق بها الخادم من الطلبات. أرسل رمز الوصول الناتج عن تسجيل الدخول كرمز Bearer؛ والطلبات التي تغيّر البيانات ترسل أيضًا الترويسة X-XSRF-TOKEN.',
  download: 'تنزيل مستند OpenAPI',
  filter: 'تصفية العمليات',
  filterHint: 'كلمات من مسار أو ملخص أو مجموعة أو صلاحية، مثل «items create».',
  shown_zero: 'لا عمليات',
  shown_one: 'عملية واحدة',
  shown_two: 'عمليتان',
  shown_few: '{{count}} عمليات',
  shown_many: '{{count}} عملية',
  shown_other: '{{count}} عملية',
  none: 'لا توجد عملية تطابق هذا المرشح.',
  loading: 'جارٍ تحميل وصف واجهة البرمجة…',
  failed: 'تعذّر تحميل وصف واجهة البرمجة. حاول مرة أخرى.',
  groupCaption: 'عمليات {{group}}',
  columns: {
    method: 'الطريقة',
    path: 'المسار',
    summary: 'الملخص',
    permission: 'يتطلب',
    fields: 'المعاملات والمحتوى',
  },
  permission: {
    public: 'لا شيء: متاح دون تسجيل الدخول',
    signedIn: 'مستخدم مسجّل الدخول',
  },
  fields: {
    none: 'لا شيء',
    show_zero: 'لا حقول',
    show_one: 'حقل واحد',
    show_two: 'حقلان',
    show_few: '{{count}} حقول',
    show_many: '{{count}} حقلًا',
    show_other: '{{count}} حقل',
    required: '{{place}}، إلزامي',
    path: 'المسار',
    query: 'الاستعلام',
    body: 'المحتوى',
  },
} satisfies CatalogueShape<typeof en>;

/** The API reference strings in every language; en.ts, fr.ts and ar.ts each take their own part. */
export const apiReferenceText = { en, fr, ar };
