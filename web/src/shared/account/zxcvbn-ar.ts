import type { TranslationKeys } from '@zxcvbn-ts/core';
import { numberFormat } from '../../ui/i18n/format';

/**
 * zxcvbn-ts's advice in Arabic (issue 29): zxcvbn-ts has no Arabic package, so its warnings and
 * suggestions are written here, with the same keys as @zxcvbn-ts/language-en. Loaded with the
 * password estimator's chunk, never with the landing page.
 *
 * A password is typed in Latin letters, so "capital letters" are the Latin alphabet's. The time
 * estimates (not shown by the meter today) take Arabic's plural forms: two is a dual of its own
 * ("ساعتان"), 3 to 10 take the plural ("٥ ساعات"), 11 and above the singular ("٢٤ ساعة").
 */
type Forms = { two: string; few: string; many: string; other: string };

const pluralRules = new Intl.PluralRules('ar');

function counted(forms: Forms): (value: number) => string {
  return (value) => {
    const category = pluralRules.select(value);
    const text = category === 'two' ? forms.two : category === 'few' ? forms.few : category === 'many' ? forms.many : forms.other;
    return text.replace('{base}', numberFormat().format(value));
  };
}

export const arabicTranslations: TranslationKeys = {
  warnings: {
    straightRow: 'الصفوف المتتالية من مفاتيح لوحة المفاتيح سهلة التخمين.',
    keyPattern: 'الأنماط القصيرة على لوحة المفاتيح سهلة التخمين.',
    simpleRepeat: 'تكرار الحرف نفسه، مثل "aaa"، سهل التخمين.',
    extendedRepeat: 'تكرار مجموعة من الأحرف، مثل "abcabcabc"، سهل التخمين.',
    sequences: 'تسلسلات الأحرف الشائعة، مثل "abc"، سهلة التخمين.',
    recentYears: 'السنوات الأخيرة سهلة التخمين.',
    dates: 'التواريخ سهلة التخمين.',
    topTen: 'هذه من أكثر كلمات المرور استخدامًا.',
    topHundred: 'هذه كلمة مرور كثيرة الاستخدام.',
    common: 'هذه كلمة مرور شائعة.',
    similarToCommon: 'هذه تشبه كلمة مرور شائعة.',
    wordByItself: 'الكلمة الواحدة وحدها سهلة التخمين.',
    namesByThemselves: 'الأسماء الأولى أو أسماء العائلة وحدها سهلة التخمين.',
    commonNames: 'الأسماء الأولى وأسماء العائلة الشائعة سهلة التخمين.',
    userInputs: 'لا ينبغي أن تحتوي على بياناتك الشخصية أو على كلمات من هذه الصفحة.',
    pwned: 'كُشفت كلمة المرور هذه في تسريب بيانات على الإنترنت.',
  },
  suggestions: {
    l33t: 'تجنّب استبدال الحروف بطرق متوقعة، مثل "@" بدلًا من "a".',
    reverseWords: 'تجنّب كتابة الكلمات الشائعة معكوسة.',
    allUppercase: 'اجعل بعض الحروف كبيرة، لا كلها.',
    capitalization: 'لا تكتفِ بجعل الحرف الأول وحده كبيرًا.',
    dates: 'تجنّب التواريخ والسنوات المرتبطة بك.',
    recentYears: 'تجنّب السنوات الأخيرة.',
    associatedYears: 'تجنّب السنوات المرتبطة بك.',
    sequences: 'تجنّب تسلسلات الأحرف الشائعة.',
    repeated: 'تجنّب تكرار الكلمات والأحرف.',
    longerKeyboardPattern: 'استخدم أنماطًا أطول على لوحة المفاتيح، وغيّر اتجاه الكتابة أكثر من مرة.',
    anotherWord: 'أضف كلمات أخرى أقل شيوعًا.',
    useWords: 'استخدم عدة كلمات، لكن تجنّب العبارات الشائعة.',
    noNeed: 'يمكنك إنشاء كلمة مرور قوية دون رموز أو أرقام أو حروف كبيرة.',
    pwned: 'إن كنت تستخدم كلمة المرور هذه في مكان آخر، فغيّرها هناك.',
  },
  timeEstimation: {
    ltSecond: 'أقل من ثانية',
    second: 'ثانية واحدة',
    seconds: counted({ two: 'ثانيتان', few: '{base} ثوانٍ', many: '{base} ثانية', other: '{base} ثانية' }),
    minute: 'دقيقة واحدة',
    minutes: counted({ two: 'دقيقتان', few: '{base} دقائق', many: '{base} دقيقة', other: '{base} دقيقة' }),
    hour: 'ساعة واحدة',
    hours: counted({ two: 'ساعتان', few: '{base} ساعات', many: '{base} ساعة', other: '{base} ساعة' }),
    day: 'يوم واحد',
    days: counted({ two: 'يومان', few: '{base} أيام', many: '{base} يومًا', other: '{base} يوم' }),
    month: 'شهر واحد',
    months: counted({ two: 'شهران', few: '{base} أشهر', many: '{base} شهرًا', other: '{base} شهر' }),
    year: 'سنة واحدة',
    years: counted({ two: 'سنتان', few: '{base} سنوات', many: '{base} سنة', other: '{base} سنة' }),
    centuries: 'قرون',
  },
};
