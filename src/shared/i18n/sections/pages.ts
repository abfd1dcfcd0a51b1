import type { CatalogueShape } from '../catalogue-shape';

const en = {
  links: {
    dashboard: 'Back to the dashboard',
    signIn: 'Sign in',
  },
  notFound: {
    heading: 'Page not found',
    code: 'Error {{code}}',
    explanation:
      'The address you opened does not lead to a page. It may be mistyped, or the page may have moved.',
    requested: 'Requested address:',
  },
  notAuthorized: {
    heading: 'You are not authorized',
    explanation:
      'Your account does not have the permission this page needs. Ask an administrator for it, or sign in with an account that has it.',
    signInAsOther: 'Sign in as someone else',
  },
  accessControl: {
    heading: 'Access control',
    intro:
      'These are the permission rules of your account, as the server applies them to every request. Each rule allows an action on a subject, or forbids it when inverted, possibly only for the records that match its conditions or for some of their fields. A later rule takes precedence over an earlier one.',
    caption: 'Your permission rules, in the order they apply',
    columns: {
      action: 'Action',
      subject: 'Subject',
      conditions: 'Conditions',
      fields: 'Fields',
      inverted: 'Inverted',
      reason: 'Reason',
    },
    none: 'None',
    allFields: 'All fields',
    yes: 'Yes',
    no: 'No',
    empty: 'Your account has no permission rules yet.',
    signedOut: 'Sign in to see your permission rules.',
    actions: {
      manage: 'Manage (every action)',
      read: 'Read',
      create: 'Create',
      update: 'Update',
      delete: 'Delete',
      cancel: 'Cancel',
      close: 'Close',
      print: 'Print',
      approve: 'Approve',
    },
    everything: 'Everything',
  },
  dashboard: {
    heading: 'Dashboard',
    greeting: 'Welcome, {{name}}',
    company: 'Figures of {{company}}, totals in {{currency}}',
    loading: 'Loading your figures…',
    retry: 'Try again',
    sales: 'Sales documents',
    purchasing: 'Purchasing documents',
    inventory: 'Inventory transactions',
    masterData: 'Master data',
    openCount: 'Open',
    openTotal: 'Open total',
    activeCount: 'Active',
    items: 'Items',
    businessPartners: 'Business partners',
    nothing: 'There are no figures your account may see yet.',
  },
};

const fr = {
  links: {
    dashboard: 'Retour au tableau de bord',
    signIn: 'Se connecter',
  },
  notFound: {
    heading: 'Page introuvable',
    code: 'Erreur {{code}}',
    explanation:
      "L'adresse que vous avez ouverte ne mène à aucune page. Elle est peut-être mal saisie, ou la page a été déplacée.",
    requested: 'Adresse demandée :',
  },
  notAuthorized: {
    heading: "Vous n'êtes pas autorisé",
    explanation:
      "Votre compte n'a pas l'autorisation requise par cette page. Demandez-la à un administrateur, ou connectez-vous avec un compte qui la possède.",
    signInAsOther: 'Se connecter avec un autre compte',
  },
  accessControl: {
    heading: "Contrôle d'accès",
    intro:
      "Voici les règles d'autorisation de votre compte, telles que le serveur les applique à chaque requête. Chaque règle permet une action sur un sujet, ou l'interdit lorsqu'elle est inversée, éventuellement pour les seuls enregistrements qui remplissent ses conditions ou pour certains de leurs champs. Une règle plus récente l'emporte sur une règle antérieure.",
    caption: "Vos règles d'autorisation, dans leur ordre d'application",
    columns: {
      action: 'Opération',
      subject: 'Sujet',
      conditions: 'Critères',
      fields: 'Champs',
      inverted: 'Inversée',
      reason: 'Motif',
    },
    none: 'Aucune',
    allFields: 'Tous les champs',
    yes: 'Oui',
    no: 'Non',
    empty: "Votre compte n'a encore aucune règle d'autorisation.",
    signedOut: "Connectez-vous pour voir vos règles d'autorisation.",
    actions: {
      manage: 'Gérer (toutes les actions)',
      read: 'Lire',
      create: 'Créer',
      update: 'Modifier',
      delete: 'Supprimer',
      cancel: 'Annuler',
      close: 'Clôturer',
      print: 'Imprimer',
      approve: 'Approuver',
    },
    everything: 'Tout',
  },
  dashboard: {
    heading: 'Tableau de bord',
    greeting: 'Bienvenue, {{name}}',
    company: 'Chiffres de {{company}}, montants en {{currency}}',
    loading: 'Chargement de vos chiffres…',
    retry: 'Réessayer',
    sales: 'Documents de vente',
    purchasing: "Documents d'achat",
    inventory: 'Transactions de stock',
    masterData: 'Données de base',
    openCount: 'Ouverts',
    openTotal: 'Total ouvert',
    activeCount: 'Actifs',
    items: 'Articles',
    businessPartners: 'Partenaires commerciaux',
    nothing: "Il n'y a encore aucun chiffre que votre compte peut voir.",
  },
} satisfies CatalogueShape<typeof en>;

const ar = {
  links: {
    dashboard: 'العودة إلى لوحة المعلومات',
    signIn: 'تسجيل الدخول',
  },
  notFound: {
    heading: 'الصفحة غير موجودة',
    code: 'الخطأ {{code}}',
    explanation: 'العنوان الذي فتحته لا يؤدي إلى أي صفحة. ربما كُتب بشكل خاطئ، أو نُقلت الصفحة.',
    requested: 'العنوان المطلوب:',
  },
  notAuthorized: {
    heading: 'غير مصرّح لك',
    explanation:
      'ليس لحسابك الإذن الذي تتطلبه هذه الصفحة. اطلبه من أحد المسؤولين، أو سجّل الدخول بحساب لديه هذا الإذن.',
    signInAsOther: 'تسجيل الدخول بحساب آخر',
  },
  accessControl: {
    heading: 'التحكم في الوصول',
    intro:
      'هذه قواعد الأذونات الخاصة بحسابك كما يطبقها الخادم على كل طلب. كل قاعدة تسمح بإجراء على موضوع، أو تمنعه إذا كانت معكوسة، وقد يقتصر ذلك على السجلات التي تطابق شروطها أو على بعض حقولها. القاعدة اللاحقة لها الأسبقية على القاعدة السابقة.',
    caption: 'قواعد الأذونات الخاصة بك بترتيب تطبيقها',
    columns: {
      action: 'الإجراء',
      subject: 'الموضوع',
      conditions: 'الشروط',
      fields: 'الحقول',
      inverted: 'معكوسة',
      reason: 'السبب',
    },
    none: 'لا شيء',
    allFields: 'كل الحقول',
    yes: 'نعم',
    no: 'لا',
    empty: 'لا توجد لحسابك أي قواعد أذونات بعد.',
    signedOut: 'سجّل الدخول لترى قواعد الأذونات الخاصة بك.',
    actions: {
      manage: 'إدارة (كل الإجراءات)',
      read: 'قراءة',
      create: 'إنشاء',
      update: 'تعديل',
      delete: 'حذف',
      cancel: 'إلغاء',
      close: 'إغلاق',
      print: 'طباعة',
      approve: 'اعتماد',
    },
    everything: 'كل شيء',
  },
  dashboard: {
    heading: 'لوحة المعلومات',
    greeting: 'مرحبًا، {{name}}',
    company: 'أرقام {{company}}، والمبالغ بعملة {{currency}}',
    loading: 'جارٍ تحميل أرقامك…',
    retry: 'حاول مرة أخرى',
    sales: 'مستندات المبيعات',
    purchasing: 'مستندات المشتريات',
    inventory: 'معاملات المخزون',
    masterData: 'البيانات الرئيسية',
    openCount: 'مفتوحة',
    openTotal: 'إجمالي المفتوح',
    activeCount: 'نشطة',
    items: 'الأصناف',
    businessPartners: 'شركاء الأعمال',
    nothing: 'لا توجد بعد أرقام يمكن لحسابك رؤيتها.',
  },
} satisfies CatalogueShape<typeof en>;

/** The pages strings in every language; en.ts, fr.ts and ar.ts each take their own part. */
export const pagesText = { en, fr, ar };
