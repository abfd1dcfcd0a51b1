import type { CatalogueShape } from '../catalogue-shape';

/** Gate pass settings (issue 24): the landing page, backup mode, the store, the mobile menu and password resets. */
const en = {
  home: {
    heading: 'Gate pass settings',
    intro: 'How gates scan passes, who may scan where, who is told of problems, and what the gate app shows.',
    links: {
      'backup-mode-settings':
        'Backup mode settings: which gates may work offline, for how long, with which cache',
      gates: 'Gates: name, warehouse, direction and the pass types each lets through',
      settings: 'Settings: pass validity, manual entry, the double-read window, sound',
      ext_bucket: 'Attachment store: a local folder or an S3-compatible store',
      notifications:
        'Notifications: who is told of duplicates, unknown passes, wrong gates and backup periods',
      password_resets: "Password resets: gate users' requests, and a reset sent now",
      'form-field-templates': 'Form field templates: named sets of fields the phone form shows',
      'form-fields': 'Form fields: code, labels in three languages, type, required, order',
      'mobile-menu': "Mobile menu: the gate app's entries, in order, and who sees them",
      users: 'Gate users: who may scan at which gate, with their sign-in rules',
    },
  },
  backup: {
    heading: 'Backup mode settings',
    intro:
      'A gate that loses the server keeps scanning from the passes it cached. Say how many hours of passes every gate caches, and for each gate whether it may enter backup mode on its own and for how long.',
  },
  bucket: {
    heading: 'Attachment store',
    intro:
      'Where photos of the load and other pass attachments are kept: a folder under the server’s data directory, or an S3-compatible store.',
    kind: 'Store',
    kinds: { local: 'Local folder', s3: 'S3-compatible store' },
    fields: {
      LocalFolder: 'Folder under the data directory',
      S3Endpoint: 'Endpoint URL',
      S3Bucket: 'Bucket',
      S3Region: 'Region',
      S3AccessKeyId: 'Access key id',
      S3Secret: 'Secret access key',
    },
    secretSet: 'A secret is stored. Type a new one to replace it.',
    secretNotSet: 'No secret is stored.',
    clearSecret: 'Remove the stored secret',
    save: 'Save the store',
    saved: 'The attachment store is saved.',
    test: 'Test',
    outcomes: {
      writable: 'The folder exists and the server can write in it.',
      not_writable: 'The server cannot write in this folder ({{detail}}).',
      url_ok: 'The endpoint URL is well formed. No request was sent to the store.',
      url_bad: 'The endpoint URL {{detail}}.',
    },
    conflict: 'Someone else changed the store meanwhile: it is shown again as it is now.',
    invalid: 'Some values are not right: see the message beside each one.',
  },
  menu: {
    heading: 'Mobile menu',
    intro:
      'The entries of the gate app, as one tree. Select an entry, then move it with the keys shown; an entry without groups is shown to every gate user.',
    tree: 'Mobile menu entries',
    add: 'Add an entry',
    remove: 'Remove the entry',
    save: 'Save the menu',
    saved: 'The mobile menu is saved.',
    edit: 'Entry',
    fields: {
      LabelEn: 'Label (English)',
      LabelFr: 'Label (French)',
      LabelAr: 'Label (Arabic)',
      Target: 'Opens',
      Groups: 'Shown to the groups',
    },
    everyone: 'every gate user',
    newEntry: 'New entry',
    moved: '{{label}}: position {{position}} of {{count}}, level {{level}}',
    keys: 'Keys: {{up}} and {{down}} move, {{indent}} and {{outdent}} change the level.',
    conflict: 'Someone else changed the menu meanwhile: it is shown again as it is now.',
    invalid: 'Every entry needs an English label.',
    empty: 'The menu has no entries.',
  },
  resets: {
    heading: 'Password resets',
    intro:
      'The reset requests of gate users (users with a gate assignment), newest first. Reset now sends the user a single-use link by e-mail, as the forgot-password page does.',
    caption: 'Reset requests',
    columns: { user: 'User', createdAt: 'Requested', expiresAt: 'Expires', state: 'State' },
    states: { pending: 'Waiting', used: 'Used', expired: 'Expired' },
    empty: 'No gate user has asked for a reset.',
    user: 'Gate user',
    noEmail: '{{user}} (no e-mail address)',
    reset: 'Reset now',
    sent: 'A reset link was sent to {{user}}.',
    noUsers: 'No user has a gate assignment yet: assign users at Gate users.',
  },
  loading: 'Loading…',
  failed: 'The server could not answer. Try again.',
};

const fr = {
  home: {
    heading: 'Paramètres des laissez-passer',
    intro:
      'Comment les portails lisent les laissez-passer, qui peut lire où, qui est averti des problèmes et ce que montre l’application du portail.',
    links: {
      'backup-mode-settings':
        'Mode secours : quels portails peuvent travailler hors ligne, combien de temps, avec quel cache',
      gates: 'Portails : nom, entrepôt, sens et types de laissez-passer acceptés',
      settings: 'Paramètres : validité, saisie manuelle, fenêtre de double lecture, son',
      ext_bucket: 'Stockage des pièces jointes : un dossier local ou un stockage compatible S3',
      notifications:
        'Notifications : qui est averti des doublons, laissez-passer inconnus, mauvais portails et périodes de secours',
      password_resets:
        'Réinitialisations de mot de passe : demandes des utilisateurs de portail, envoi immédiat',
      'form-field-templates': 'Modèles de formulaire : ensembles nommés de champs du formulaire mobile',
      'form-fields': 'Champs de formulaire : code, libellés en trois langues, type, obligatoire, ordre',
      'mobile-menu': 'Menu mobile : les entrées de l’application du portail, leur ordre et qui les voit',
      users: 'Utilisateurs des portails : qui peut lire à quel portail, avec ses règles de connexion',
    },
  },
  backup: {
    heading: 'Paramètres du mode secours',
    intro:
      'Un portail qui perd le serveur continue de lire avec les laissez-passer en cache. Indiquez combien d’heures de laissez-passer chaque portail garde en cache et, pour chaque portail, s’il peut passer seul en mode secours et pour combien de temps.',
  },
  bucket: {
    heading: 'Stockage des pièces jointes',
    intro:
      'Où sont conservées les photos du chargement et les autres pièces jointes : un dossier du répertoire de données du serveur, ou un stockage compatible S3.',
    kind: 'Stockage',
    kinds: { local: 'Dossier local', s3: 'Stockage compatible S3' },
    fields: {
      LocalFolder: 'Dossier du répertoire de données',
      S3Endpoint: 'URL du point d’accès',
      S3Bucket: 'Compartiment',
      S3Region: 'Région',
      S3AccessKeyId: 'Identifiant de clé d’accès',
      S3Secret: 'Clé d’accès secrète',
    },
    secretSet: 'Un secret est enregistré. Saisissez-en un nouveau pour le remplacer.',
    secretNotSet: 'Aucun secret n’est enregistré.',
    clearSecret: 'Supprimer le secret enregistré',
    save: 'Enregistrer le stockage',
    saved: 'Le stockage des pièces jointes est enregistré.',
    test: 'Tester',
    outcomes: {
      writable: 'Le dossier existe et le serveur peut y écrire.',
      not_writable: 'Le serveur ne peut pas écrire dans ce dossier ({{detail}}).',
      url_ok: 'L’URL du point d’accès est bien formée. Aucune requête n’a été envoyée au stockage.',
      url_bad: 'L’URL du point d’accès {{detail}}.',
    },
    conflict: 'Quelqu’un a modifié le stockage entre-temps : il est affiché à nouveau tel qu’il est.',
    invalid: 'Certaines valeurs ne conviennent pas : voyez le message à côté de chacune.',
  },
  menu: {
    heading: 'Menu mobile',
    intro:
      'Les entrées de l’application du portail, en un seul arbre. Sélectionnez une entrée puis déplacez-la avec les touches indiquées ; une entrée sans groupe est montrée à tous les utilisateurs de portail.',
    tree: 'Entrées du menu mobile',
    add: 'Ajouter une entrée',
    remove: 'Supprimer l’entrée',
    save: 'Enregistrer le menu',
    saved: 'Le menu mobile est enregistré.',
    edit: 'Entrée',
    fields: {
      LabelEn: 'Libellé (anglais)',
      LabelFr: 'Libellé (français)',
      LabelAr: 'Libellé (arabe)',
      Target: 'Ouvre',
      Groups: 'Montrée aux groupes',
    },
    everyone: 'tous les utilisateurs de portail',
    newEntry: 'Nouvelle entrée',
    moved: '{{label}} : position {{position}} sur {{count}}, niveau {{level}}',
    keys: 'Touches : {{up}} et {{down}} déplacent, {{indent}} et {{outdent}} changent le niveau.',
    conflict: 'Quelqu’un a modifié le menu entre-temps : il est affiché à nouveau tel qu’il est.',
    invalid: 'Chaque entrée a besoin d’un libellé anglais.',
    empty: 'Le menu n’a aucune entrée.',
  },
  resets: {
    heading: 'Réinitialisations de mot de passe',
    intro:
      'Les demandes de réinitialisation des utilisateurs de portail (ceux qui ont une affectation), les plus récentes d’abord. Réinitialiser envoie un lien à usage unique par e-mail, comme la page de mot de passe oublié.',
    caption: 'Demandes de réinitialisation',
    columns: { user: 'Utilisateur', createdAt: 'Demandée', expiresAt: 'Expire', state: 'État' },
    states: { pending: 'En attente', used: 'Utilisée', expired: 'Expirée' },
    empty: 'Aucun utilisateur de portail n’a demandé de réinitialisation.',
    user: 'Utilisateur de portail',
    noEmail: '{{user}} (sans adresse e-mail)',
    reset: 'Réinitialiser maintenant',
    sent: 'Un lien de réinitialisation a été envoyé à {{user}}.',
    noUsers: 'Aucun utilisateur n’a encore d’affectation : affectez-les dans Utilisateurs des portails.',
  },
  loading: 'Chargement…',
  failed: 'Le serveur n’a pas pu répondre. Réessayez.',
} satisfies CatalogueShape<typeof en>;

const ar = {
  home: {
    heading: 'إعدادات تصاريح البوابة',
    intro: 'كيف تمسح البوابات التصاريح، ومن يمسح أين، ومن يُبلَّغ بالمشكلات، وما يعرضه تطبيق البوابة.',
    links: {
      'backup-mode-settings': 'إعدادات وضع الاحتياط: أي البوابات تعمل دون اتصال، وإلى متى، وبأي ذاكرة',
      gates: 'البوابات: الاسم والمستودع والاتجاه وأنواع التصاريح المسموح بها',
      settings: 'الإعدادات: صلاحية التصريح، الإدخال اليدوي، مهلة القراءة المزدوجة، الصوت',
      ext_bucket: 'مخزن المرفقات: مجلد محلي أو مخزن متوافق مع S3',
      notifications: 'الإشعارات: من يُبلَّغ بالتكرار والتصاريح غير المعروفة والبوابات الخاطئة وفترات الاحتياط',
      password_resets: 'إعادة تعيين كلمات المرور: طلبات مستخدمي البوابات، وإرسال فوري',
      'form-field-templates': 'قوالب حقول النموذج: مجموعات مسماة من الحقول يعرضها نموذج الجوال',
      'form-fields': 'حقول النموذج: الرمز والتسميات بثلاث لغات والنوع والإلزام والترتيب',
      'mobile-menu': 'قائمة الجوال: عناصر تطبيق البوابة وترتيبها ومن يراها',
      users: 'مستخدمو البوابات: من يمسح عند أي بوابة، مع قواعد دخوله',
    },
  },
  backup: {
    heading: 'إعدادات وضع الاحتياط',
    intro:
      'البوابة التي تفقد الاتصال بالخادم تواصل المسح من التصاريح المخزنة لديها. حدّد عدد ساعات التصاريح التي تخزنها كل بوابة، ولكل بوابة هل يمكنها دخول وضع الاحتياط تلقائيًا وإلى متى.',
  },
  bucket: {
    heading: 'مخزن المرفقات',
    intro: 'مكان حفظ صور الحمولة وباقي مرفقات التصاريح: مجلد داخل دليل بيانات الخادم، أو مخزن متوافق مع S3.',
    kind: 'المخزن',
    kinds: { local: 'مجلد محلي', s3: 'مخزن متوافق مع S3' },
    fields: {
      LocalFolder: 'المجلد داخل دليل البيانات',
      S3Endpoint: 'عنوان نقطة الوصول',
      S3Bucket: 'الحاوية',
      S3Region: 'المنطقة',
      S3AccessKeyId: 'معرّف مفتاح الوصول',
      S3Secret: 'مفتاح الوصول السري',
    },
    secretSet: 'يوجد سر محفوظ. اكتب سرًا جديدًا لاستبداله.',
    secretNotSet: 'لا يوجد سر محفوظ.',
    clearSecret: 'إزالة السر المحفوظ',
    save: 'حفظ المخزن',
    saved: 'حُفظ مخزن المرفقات.',
    test: 'اختبار',
    outcomes: {
      writable: 'المجلد موجود ويستطيع الخادم الكتابة فيه.',
      not_writable: 'لا يستطيع الخادم الكتابة في هذا المجلد ({{detail}}).',
      url_ok: 'عنوان نقطة الوصول سليم الصيغة. لم يُرسل أي طلب إلى المخزن.',
      url_bad: 'عنوان نقطة الوصول {{detail}}.',
    },
    conflict: 'غيّر شخص آخر المخزن في الأثناء: يُعرض من جديد كما هو الآن.',
    invalid: 'بعض القيم غير صحيحة: انظر الرسالة بجانب كل منها.',
  },
  menu: {
    heading: 'قائمة الجوال',
    intro:
      'عناصر تطبيق البوابة في شجرة واحدة. اختر عنصرًا ثم حرّكه بالمفاتيح الظاهرة؛ العنصر بلا مجموعات يظهر لكل مستخدمي البوابات.',
    tree: 'عناصر قائمة الجوال',
    add: 'إضافة عنصر',
    remove: 'إزالة العنصر',
    save: 'حفظ القائمة',
    saved: 'حُفظت قائمة الجوال.',
    edit: 'العنصر',
    fields: {
      LabelEn: 'التسمية (إنجليزية)',
      LabelFr: 'التسمية (فرنسية)',
      LabelAr: 'التسمية (عربية)',
      Target: 'يفتح',
      Groups: 'يظهر للمجموعات',
    },
    everyone: 'كل مستخدمي البوابات',
    newEntry: 'عنصر جديد',
    moved: '{{label}}: الموضع {{position}} من {{count}}، المستوى {{level}}',
    keys: 'المفاتيح: {{up}} و{{down}} للنقل، و{{indent}} و{{outdent}} لتغيير المستوى.',
    conflict: 'غيّر شخص آخر القائمة في الأثناء: تُعرض من جديد كما هي الآن.',
    invalid: 'يحتاج كل عنصر إلى تسمية إنجليزية.',
    empty: 'لا توجد عناصر في القائمة.',
  },
  resets: {
    heading: 'إعادة تعيين كلمات المرور',
    intro:
      'طلبات إعادة التعيين لمستخدمي البوابات (من لديهم تكليف بوابة)، الأحدث أولًا. «إعادة التعيين الآن» ترسل للمستخدم رابطًا لمرة واحدة بالبريد، كما تفعل صفحة نسيان كلمة المرور.',
    caption: 'طلبات إعادة التعيين',
    columns: { user: 'المستخدم', createdAt: 'تاريخ الطلب', expiresAt: 'ينتهي', state: 'الحالة' },
    states: { pending: 'قيد الانتظار', used: 'مستخدم', expired: 'منتهي' },
    empty: 'لم يطلب أي مستخدم بوابة إعادة التعيين.',
    user: 'مستخدم البوابة',
    noEmail: '{{user}} (بلا بريد إلكتروني)',
    reset: 'إعادة التعيين الآن',
    sent: 'أُرسل رابط إعادة التعيين إلى {{user}}.',
    noUsers: 'لا يوجد مستخدم لديه تكليف بوابة بعد: كلّف المستخدمين في «مستخدمو البوابات».',
  },
  loading: 'جارٍ التحميل…',
  failed: 'تعذّر على الخادم الرد. حاول مرة أخرى.',
} satisfies CatalogueShape<typeof en>;

/** The gate settings strings in every language; en.ts, fr.ts and ar.ts each take their own part. */
export const gateSettingsText = { en, fr, ar };
