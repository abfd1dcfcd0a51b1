import type { CatalogueShape } from '../catalogue-shape';

const en = {
  label: 'Workspace',
  pane: '{{title}}, pane {{position}} of {{count}}',
  paneWaiting: 'Opens once the focused pane has its data…',
  announce: {
    focused: 'Pane {{position}} of {{count}}: {{title}}',
    opened: '{{title}} opened in a new pane, {{count}} panes',
    closed: 'Pane closed, {{count}} left',
    reopened: '{{title}} reopened',
    maximized: '{{title}} maximised',
    restored: 'All panes shown',
    swapped: 'Panes swapped',
    resized: 'Pane resized',
    noNeighbour: 'No pane in that direction',
    nothingToReopen: 'No closed pane to reopen',
  },
  layoutRefused: {
    malformed: 'The layout in this address could not be read, so a single pane opened instead.',
    tampered: 'The layout in this address was changed by hand or damaged, so a single pane opened instead.',
    'unsupported-version':
      'The layout in this address comes from another version, so a single pane opened instead.',
    'unsafe-path': 'The layout in this address leads outside Meridian ERP, so a single pane opened instead.',
    'too-large': 'The layout in this address is too large, so a single pane opened instead.',
  },
  viewsLeftOut:
    'This layout is too long for its address: the filters and sort of some panes are left out of the link you would share.',
  layouts: {
    saveHeading: 'Save the layout',
    name: 'Name of the layout',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Layout “{{name}}” saved',
    nameRequired: 'Give the layout a name of 1 to 60 characters.',
    open: 'Open layout: {{name}}',
    kind: 'Saved layout',
  },
  discard: {
    title: 'Discard unsaved changes?',
    close: 'This pane has changes that are not saved. Closing it loses them.',
    closeNamed: '“{{title}}” has changes that are not saved. Closing the pane loses them.',
    leave: 'A pane has changes that are not saved. Leaving its page loses them.',
    leaveNamed: 'Changes that are not saved in {{titles, list}} are lost if you go on.',
    signOut: 'Some changes are not saved. Signing out loses them.',
    discard: 'Discard changes',
    keep: 'Keep editing',
  },
  commands: {
    language: 'Language: {{name}}',
    theme: 'Theme: {{name}}',
  },
};

export const workspaceText = {
  en,
  fr: {
    label: 'Espace de travail',
    pane: '{{title}}, volet {{position}} sur {{count}}',
    paneWaiting: 'S’ouvre dès que le volet actif a ses données…',
    announce: {
      focused: 'Volet {{position}} sur {{count}} : {{title}}',
      opened: '{{title}} ouvert dans un nouveau volet, {{count}} volets',
      closed: 'Volet fermé, il en reste {{count}}',
      reopened: '{{title}} rouvert',
      maximized: '{{title}} agrandi',
      restored: 'Tous les volets affichés',
      swapped: 'Volets échangés',
      resized: 'Volet redimensionné',
      noNeighbour: 'Aucun volet dans cette direction',
      nothingToReopen: 'Aucun volet fermé à rouvrir',
    },
    layoutRefused: {
      malformed: 'La disposition de cette adresse est illisible : un seul volet a été ouvert à la place.',
      tampered:
        'La disposition de cette adresse a été modifiée à la main ou endommagée : un seul volet a été ouvert à la place.',
      'unsupported-version':
        'La disposition de cette adresse vient d’une autre version : un seul volet a été ouvert à la place.',
      'unsafe-path':
        'La disposition de cette adresse mène hors de Meridian ERP : un seul volet a été ouvert à la place.',
      'too-large': 'La disposition de cette adresse est trop grande : un seul volet a été ouvert à la place.',
    },
    viewsLeftOut:
      'Cette disposition est trop longue pour son adresse : les filtres et le tri de certains volets ne figurent pas dans le lien à partager.',
    layouts: {
      saveHeading: 'Enregistrer la disposition',
      name: 'Nom de la disposition',
      save: 'Enregistrer',
      cancel: 'Annuler',
      saved: 'Disposition « {{name}} » enregistrée',
      nameRequired: 'Donnez à la disposition un nom de 1 à 60 caractères.',
      open: 'Ouvrir la disposition : {{name}}',
      kind: 'Disposition enregistrée',
    },
    discard: {
      title: 'Abandonner les modifications non enregistrées ?',
      close: 'Ce volet contient des modifications non enregistrées. Le fermer les fait perdre.',
      closeNamed:
        '« {{title}} » contient des modifications non enregistrées. Fermer le volet les fait perdre.',
      leave: 'Un volet contient des modifications non enregistrées. Quitter sa page les fait perdre.',
      leaveNamed: 'Les modifications non enregistrées de {{titles, list}} seront perdues si vous continuez.',
      signOut: 'Certaines modifications ne sont pas enregistrées. Se déconnecter les fait perdre.',
      discard: 'Abandonner les modifications',
      keep: 'Continuer la saisie',
    },
    commands: {
      language: 'Langue : {{name}}',
      theme: 'Thème : {{name}}',
    },
  } satisfies CatalogueShape<typeof en>,
  ar: {
    label: 'مساحة العمل',
    pane: '{{title}}، الجزء {{position}} من {{count}}',
    paneWaiting: 'يُفتح بعد أن يحصل الجزء النشط على بياناته…',
    announce: {
      focused: 'الجزء {{position}} من {{count}}: {{title}}',
      opened: 'فُتح {{title}} في جزء جديد، {{count}} أجزاء',
      closed: 'أُغلق الجزء، بقي {{count}}',
      reopened: 'أُعيد فتح {{title}}',
      maximized: 'تم تكبير {{title}}',
      restored: 'عُرضت كل الأجزاء',
      swapped: 'تم تبديل الجزأين',
      resized: 'تم تغيير حجم الجزء',
      noNeighbour: 'لا يوجد جزء في هذا الاتجاه',
      nothingToReopen: 'لا يوجد جزء مغلق لإعادة فتحه',
    },
    layoutRefused: {
      malformed: 'تعذّرت قراءة التخطيط في هذا العنوان، فافتُتح جزء واحد بدلًا منه.',
      tampered: 'عُدّل التخطيط في هذا العنوان يدويًا أو تلف، فافتُتح جزء واحد بدلًا منه.',
      'unsupported-version': 'التخطيط في هذا العنوان من إصدار آخر، فافتُتح جزء واحد بدلًا منه.',
      'unsafe-path': 'التخطيط في هذا العنوان يقود إلى خارج Meridian ERP، فافتُتح جزء واحد بدلًا منه.',
      'too-large': 'التخطيط في هذا العنوان كبير جدًا، فافتُتح جزء واحد بدلًا منه.',
    },
    viewsLeftOut:
      'هذا التخطيط أطول من أن يتسع له عنوانه: عوامل التصفية والترتيب في بعض الأجزاء ليست في الرابط الذي ستشاركه.',
    layouts: {
      saveHeading: 'حفظ التخطيط',
      name: 'اسم التخطيط',
      save: 'حفظ',
      cancel: 'إلغاء',
      saved: 'تم حفظ التخطيط «{{name}}»',
      nameRequired: 'أعطِ التخطيط اسمًا من 1 إلى 60 حرفًا.',
      open: 'فتح التخطيط: {{name}}',
      kind: 'تخطيط محفوظ',
    },
    discard: {
      title: 'تجاهل التغييرات غير المحفوظة؟',
      close: 'في هذا الجزء تغييرات غير محفوظة. إغلاقه يُفقدها.',
      closeNamed: 'في «{{title}}» تغييرات غير محفوظة. إغلاق الجزء يُفقدها.',
      leave: 'في أحد الأجزاء تغييرات غير محفوظة. مغادرة صفحته تُفقدها.',
      leaveNamed: 'ستُفقد التغييرات غير المحفوظة في {{titles, list}} إذا تابعت.',
      signOut: 'بعض التغييرات غير محفوظة. تسجيل الخروج يُفقدها.',
      discard: 'تجاهل التغييرات',
      keep: 'متابعة التحرير',
    },
    commands: {
      language: 'اللغة: {{name}}',
      theme: 'السمة: {{name}}',
    },
  } satisfies CatalogueShape<typeof en>,
};
