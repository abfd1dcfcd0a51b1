import type { CatalogueShape } from '../catalogue-shape';

const en = {
  customizer: {
    title: 'Customize',
    open: 'Customize the interface',
    description: 'Changes apply at once and are remembered on this device.',
    close: 'Close',
    reset: 'Reset to defaults',
  },
  sections: {
    appearance: 'Appearance',
    layout: 'Layout',
    accessibility: 'Accessibility',
  },
  theme: { label: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
  primaryColor: {
    label: 'Primary colour',
    preset: {
      blue: 'Blue',
      green: 'Green',
      purple: 'Purple',
      teal: 'Teal',
      crimson: 'Crimson',
      amber: 'Amber',
    },
    accessibilityNote: 'Accessibility mode uses its own high-contrast colours instead.',
  },
  skin: { label: 'Skin', default: 'Default', bordered: 'Bordered' },
  semiDarkNav: { label: 'Semi-dark navigation' },
  navigation: {
    label: 'Navigation layout',
    vertical: 'Vertical',
    collapsed: 'Collapsed',
    horizontal: 'Horizontal',
  },
  contentWidth: { label: 'Content width', boxed: 'Boxed', fluid: 'Fluid' },
  barType: { sticky: 'Sticky', static: 'Static', hidden: 'Hidden' },
  navbarType: { label: 'Navbar' },
  navbarBlur: { label: 'Blur the navbar' },
  footerType: { label: 'Footer' },
  horizontalNavType: { label: 'Horizontal navigation bar' },
  accessibility: {
    label: 'Accessibility mode',
    description: 'Stronger contrast, thick focus outlines, larger targets and no animation.',
  },
};

const fr = {
  customizer: {
    title: 'Personnaliser',
    open: 'Personnaliser l’interface',
    description: 'Les modifications s’appliquent immédiatement et sont mémorisées sur cet appareil.',
    close: 'Fermer',
    reset: 'Rétablir les valeurs par défaut',
  },
  sections: {
    appearance: 'Apparence',
    layout: 'Mise en page',
    accessibility: 'Accessibilité',
  },
  theme: { label: 'Thème', light: 'Clair', dark: 'Sombre', system: 'Système' },
  primaryColor: {
    label: 'Couleur principale',
    preset: {
      blue: 'Bleu',
      green: 'Vert',
      purple: 'Violet',
      teal: 'Sarcelle',
      crimson: 'Cramoisi',
      amber: 'Ambre',
    },
    accessibilityNote: 'Le mode accessibilité utilise ses propres couleurs à fort contraste.',
  },
  skin: { label: 'Habillage', default: 'Par défaut', bordered: 'Avec bordures' },
  semiDarkNav: { label: 'Navigation semi-sombre' },
  navigation: {
    label: 'Disposition de la navigation',
    vertical: 'Verticale',
    collapsed: 'Réduite',
    horizontal: 'Horizontale',
  },
  contentWidth: { label: 'Largeur du contenu', boxed: 'Encadrée', fluid: 'Pleine largeur' },
  barType: { sticky: 'Fixe', static: 'Défile avec la page', hidden: 'Masquée' },
  navbarType: { label: 'Barre supérieure' },
  navbarBlur: { label: 'Flouter la barre supérieure' },
  footerType: { label: 'Pied de page' },
  horizontalNavType: { label: 'Barre de navigation horizontale' },
  accessibility: {
    label: 'Mode accessibilité',
    description: 'Contraste renforcé, contour de focus épais, cibles plus grandes et aucune animation.',
  },
} satisfies CatalogueShape<typeof en>;

const ar = {
  customizer: {
    title: 'تخصيص الواجهة',
    open: 'تخصيص الواجهة وإعداداتها',
    description: 'تُطبَّق التغييرات فورًا وتُحفَظ على هذا الجهاز.',
    close: 'إغلاق',
    reset: 'استعادة الإعدادات الافتراضية',
  },
  sections: {
    appearance: 'المظهر',
    layout: 'التخطيط',
    accessibility: 'إمكانية الوصول',
  },
  theme: { label: 'السمة', light: 'فاتحة', dark: 'داكنة', system: 'حسب النظام' },
  primaryColor: {
    label: 'اللون الأساسي',
    preset: {
      blue: 'أزرق',
      green: 'أخضر',
      purple: 'بنفسجي',
      teal: 'أزرق مخضر',
      crimson: 'قرمزي',
      amber: 'كهرماني',
    },
    accessibilityNote: 'يستخدم وضع إمكانية الوصول ألوانه الخاصة عالية التباين بدلًا من ذلك.',
  },
  skin: { label: 'النمط', default: 'افتراضي', bordered: 'بحدود' },
  semiDarkNav: { label: 'قائمة تنقل شبه داكنة' },
  navigation: {
    label: 'تخطيط التنقل',
    vertical: 'عمودي',
    collapsed: 'مطوي',
    horizontal: 'أفقي',
  },
  contentWidth: { label: 'عرض المحتوى', boxed: 'محدود', fluid: 'كامل العرض' },
  barType: { sticky: 'مثبّت', static: 'يتحرك مع الصفحة', hidden: 'مخفي' },
  navbarType: { label: 'الشريط العلوي' },
  navbarBlur: { label: 'تمويه خلفية الشريط العلوي' },
  footerType: { label: 'التذييل' },
  horizontalNavType: { label: 'شريط التنقل الأفقي' },
  accessibility: {
    label: 'وضع إمكانية الوصول',
    description: 'تباين أقوى، وإطار تركيز سميك، وعناصر تحكم أكبر، ودون أي حركة.',
  },
} satisfies CatalogueShape<typeof en>;

/** The preferences strings in every language; en.ts, fr.ts and ar.ts each take their own part. */
export const preferencesText = { en, fr, ar };
