import type { CatalogueShape } from '../catalogue-shape';

const en = {
  fields: {
    username: 'User name',
    name: 'Full name',
    email: 'E-mail address',
    password: 'Password',
    newPassword: 'New password',
    confirm: 'Confirm the password',
    usernameOrEmail: 'User name or e-mail address',
  },
  hints: {
    username: 'At least 3 characters: letters, digits, dots, dashes and underscores.',
    password: 'At least 10 characters.',
  },
  fieldErrors: {
    required: 'Fill in this field.',
    tooShort: 'Use at least {{minimum}} characters.',
    tooLong: 'Use at most {{maximum}} characters.',
    email: 'Enter an e-mail address such as name@example.com.',
    characters: 'Use only letters, digits, dots, dashes and underscores.',
    mismatch: 'The two passwords are not the same.',
    invalid: 'This value is not valid.',
    rejected: 'The server did not accept this value.',
    needsUppercase: 'Include an upper-case letter.',
    needsLowercase: 'Include a lower-case letter.',
    needsDigit: 'Include a digit.',
    needsSymbol: 'Include a symbol, such as ! or #.',
    reused: 'You used this password recently: choose another one.',
    wrongCurrent: 'This is not your current password.',
  },
  errors: {
    checkFields: 'Some fields need your attention: see the message beside each one.',
    alreadyExists: 'That user name or e-mail address is already registered.',
    rateLimited: 'Too many attempts from this address. Wait a few minutes and try again.',
  },
  sending: 'Sending…',
  links: {
    signIn: 'Sign in',
    backToSignIn: 'Back to sign in',
    register: 'Create an account',
    forgotPassword: 'Forgot your password?',
  },
  register: {
    heading: 'Create an account',
    submit: 'Create the account',
    haveAccount: 'Already have an account?',
    done: 'Your account is registered. An administrator must activate it before you can sign in.',
  },
  forgot: {
    heading: 'Reset your password',
    intro: 'Enter your user name or e-mail address and we will send you a link to choose a new password.',
    submit: 'Send the reset link',
    done: 'If an account matches what you entered and has an e-mail address, a link to choose a new password is on its way. The link works for one hour.',
  },
  reset: {
    heading: 'Choose a new password',
    submit: 'Change the password',
    done: 'Your password is changed. Sign in with the new one.',
    invalidLink: 'This reset link is not valid: it is incomplete, already used or expired.',
    newLink: 'Ask for a new link',
  },
  expired: {
    heading: 'Your password has expired',
    intro: 'The password policy asks for a new password before you go on.',
    submit: 'Change the password and continue',
  },
};

const fr = {
  fields: {
    username: "Nom d'utilisateur",
    name: 'Nom complet',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmez le mot de passe',
    usernameOrEmail: "Nom d'utilisateur ou adresse e-mail",
  },
  hints: {
    username: 'Au moins 3 caractères : lettres, chiffres, points, tirets et traits de soulignement.',
    password: 'Au moins 10 caractères.',
  },
  fieldErrors: {
    required: 'Remplissez ce champ.',
    tooShort: 'Saisissez au moins {{minimum}} caractères.',
    tooLong: 'Saisissez au plus {{maximum}} caractères.',
    email: 'Saisissez une adresse e-mail comme nom@exemple.com.',
    characters: 'Utilisez uniquement des lettres, chiffres, points, tirets et traits de soulignement.',
    mismatch: 'Les deux mots de passe ne sont pas identiques.',
    invalid: "Cette valeur n'est pas valide.",
    rejected: "Le serveur n'a pas accepté cette valeur.",
    needsUppercase: 'Ajoutez une majuscule.',
    needsLowercase: 'Ajoutez une minuscule.',
    needsDigit: 'Ajoutez un chiffre.',
    needsSymbol: 'Ajoutez un symbole, comme ! ou #.',
    reused: 'Vous avez utilisé ce mot de passe récemment : choisissez-en un autre.',
    wrongCurrent: "Ce n'est pas votre mot de passe actuel.",
  },
  errors: {
    checkFields: 'Certains champs sont à corriger : voyez le message à côté de chacun.',
    alreadyExists: "Ce nom d'utilisateur ou cette adresse e-mail est déjà enregistré.",
    rateLimited: 'Trop de tentatives depuis cette adresse. Patientez quelques minutes puis réessayez.',
  },
  sending: 'Envoi en cours…',
  links: {
    signIn: 'Se connecter',
    backToSignIn: 'Retour à la connexion',
    register: 'Créer un compte',
    forgotPassword: 'Mot de passe oublié ?',
  },
  register: {
    heading: 'Créer un compte',
    submit: 'Créer le compte',
    haveAccount: 'Vous avez déjà un compte ?',
    done: 'Votre compte est enregistré. Un administrateur doit l’activer avant que vous puissiez vous connecter.',
  },
  forgot: {
    heading: 'Réinitialiser votre mot de passe',
    intro:
      "Saisissez votre nom d'utilisateur ou votre adresse e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    submit: 'Envoyer le lien',
    done: 'Si un compte correspond à votre saisie et possède une adresse e-mail, un lien pour choisir un nouveau mot de passe est en route. Le lien est valable une heure.',
  },
  reset: {
    heading: 'Choisir un nouveau mot de passe',
    submit: 'Changer le mot de passe',
    done: 'Votre mot de passe est changé. Connectez-vous avec le nouveau.',
    invalidLink: "Ce lien de réinitialisation n'est pas valide : il est incomplet, déjà utilisé ou expiré.",
    newLink: 'Demander un nouveau lien',
  },
  expired: {
    heading: 'Votre mot de passe a expiré',
    intro: 'La politique des mots de passe demande un nouveau mot de passe avant de continuer.',
    submit: 'Changer le mot de passe et continuer',
  },
} satisfies CatalogueShape<typeof en>;

const ar = {
  fields: {
    username: 'اسم المستخدم',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور',
    usernameOrEmail: 'اسم المستخدم أو البريد الإلكتروني',
  },
  hints: {
    username: 'ثلاثة أحرف على الأقل: حروف وأرقام ونقاط وشرطات وشرطات سفلية.',
    password: 'عشرة أحرف على الأقل.',
  },
  fieldErrors: {
    required: 'املأ هذا الحقل.',
    tooShort: 'استخدم {{minimum}} أحرف على الأقل.',
    tooLong: 'استخدم {{maximum}} حرفًا على الأكثر.',
    email: 'أدخل بريدًا إلكترونيًا مثل name@example.com.',
    characters: 'استخدم الحروف والأرقام والنقاط والشرطات والشرطات السفلية فقط.',
    mismatch: 'كلمتا المرور غير متطابقتين.',
    invalid: 'هذه القيمة غير صالحة.',
    rejected: 'لم يقبل الخادم هذه القيمة.',
    needsUppercase: 'أضف حرفًا لاتينيًا كبيرًا.',
    needsLowercase: 'أضف حرفًا لاتينيًا صغيرًا.',
    needsDigit: 'أضف رقمًا.',
    needsSymbol: 'أضف رمزًا مثل ! أو #.',
    reused: 'استخدمت كلمة المرور هذه مؤخرًا: اختر غيرها.',
    wrongCurrent: 'هذه ليست كلمة مرورك الحالية.',
  },
  errors: {
    checkFields: 'بعض الحقول تحتاج إلى تصحيح: انظر الرسالة بجانب كل حقل.',
    alreadyExists: 'اسم المستخدم أو البريد الإلكتروني هذا مسجّل من قبل.',
    rateLimited: 'محاولات كثيرة جدًا من هذا العنوان. انتظر بضع دقائق ثم حاول مرة أخرى.',
  },
  sending: 'جارٍ الإرسال…',
  links: {
    signIn: 'تسجيل الدخول',
    backToSignIn: 'العودة إلى تسجيل الدخول',
    register: 'إنشاء حساب',
    forgotPassword: 'هل نسيت كلمة المرور؟',
  },
  register: {
    heading: 'إنشاء حساب',
    submit: 'أنشئ الحساب',
    haveAccount: 'لديك حساب بالفعل؟',
    done: 'تم تسجيل حسابك. يجب أن يفعّله أحد المسؤولين قبل أن تتمكن من تسجيل الدخول.',
  },
  forgot: {
    heading: 'إعادة تعيين كلمة المرور',
    intro: 'أدخل اسم المستخدم أو البريد الإلكتروني وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
    submit: 'أرسل رابط إعادة التعيين',
    done: 'إذا كان هناك حساب يطابق ما أدخلته وله بريد إلكتروني، فإن رابط اختيار كلمة مرور جديدة في طريقه إليه. الرابط صالح لمدة ساعة واحدة.',
  },
  reset: {
    heading: 'اختر كلمة مرور جديدة',
    submit: 'غيّر كلمة المرور',
    done: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
    invalidLink: 'رابط إعادة التعيين هذا غير صالح: فهو ناقص أو مستخدم من قبل أو منتهي الصلاحية.',
    newLink: 'اطلب رابطًا جديدًا',
  },
  expired: {
    heading: 'انتهت صلاحية كلمة المرور',
    intro: 'تطلب سياسة كلمات المرور كلمة مرور جديدة قبل المتابعة.',
    submit: 'غيّر كلمة المرور وتابع',
  },
} satisfies CatalogueShape<typeof en>;

/** The account strings in every language; en.ts, fr.ts and ar.ts each take their own part. */
export const accountText = { en, fr, ar };
