import { type Catalog, type Message, type MessageValues, messagesOf, registerCatalog, storedOf, translate } from './i18n/messages';
import { languageOf } from './i18n/languages';

/** What the class-validator rules of shared/ and of modules without an own catalog for them say (issue 29), in every language; English as clients saw it before. Limits are written out: each text goes with one rule's fixed number. */
const catalog = {
  en: {
    invalidId: 'Invalid id',
    uploadId: 'uploadId must be the id of an upload',
    enterName: 'Please enter a name',
    validCategory: 'Please select a valid category',
    searchTooLong: 'Search text must be at most 100 characters',
    nameTooLong: 'The name must be at most 120 characters',
    headlineTooLong: 'The headline must be at most 60 characters',
    descriptionTooLong: 'The description must be at most 500 characters',
  },
  de: {
    invalidId: 'Ungültige ID',
    uploadId: 'uploadId muss die ID eines Uploads sein',
    enterName: 'Bitte gib einen Namen ein',
    validCategory: 'Bitte wähl eine gültige Kategorie',
    searchTooLong: 'Der Suchtext darf höchstens 100 Zeichen lang sein',
    nameTooLong: 'Der Name darf höchstens 120 Zeichen lang sein',
    headlineTooLong: 'Die Überschrift darf höchstens 60 Zeichen lang sein',
    descriptionTooLong: 'Die Beschreibung darf höchstens 500 Zeichen lang sein',
  },
  es: {
    invalidId: 'ID no válido',
    uploadId: 'uploadId debe ser el ID de un archivo subido',
    enterName: 'Introduce un nombre',
    validCategory: 'Selecciona una categoría válida',
    searchTooLong: 'El texto de búsqueda debe tener como máximo 100 caracteres',
    nameTooLong: 'El nombre debe tener como máximo 120 caracteres',
    headlineTooLong: 'El titular debe tener como máximo 60 caracteres',
    descriptionTooLong: 'La descripción debe tener como máximo 500 caracteres',
  },
  ar: {
    invalidId: 'معرّف غير صالح',
    uploadId: 'يجب أن يكون uploadId معرّف ملف مرفوع',
    enterName: 'يُرجى إدخال اسم',
    validCategory: 'يُرجى اختيار فئة صالحة',
    searchTooLong: 'يجب ألا يزيد نص البحث على 100 حرف',
    nameTooLong: 'يجب ألا يزيد الاسم على 120 حرفًا',
    headlineTooLong: 'يجب ألا يزيد العنوان على 60 حرفًا',
    descriptionTooLong: 'يجب ألا يزيد الوصف على 500 حرف',
  },
} satisfies Catalog<string>;

export const validationCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const validationText = messagesOf(validationCatalog, 'validation');

/**
 * class-validator's own messages, by rule (the constraint's name), for rules that carry no text of
 * a catalog (says): English exactly as class-validator writes it, {property} the field's name as the
 * client sent it, {each} "true" when the rule applies to each value of a list. A rule missing here
 * is said in a frame around class-validator's text (unknownRule).
 */
const rules = {
  en: {
    unknownRule: '{detail}',
    maxLength: '{each, select, true {each value in {property}} other {{property}}} must be shorter than or equal to {max, plural, other {{max} characters}}',
    minLength: '{each, select, true {each value in {property}} other {{property}}} must be longer than or equal to {min, plural, other {{min} characters}}',
    isString: '{each, select, true {each value in {property}} other {{property}}} must be a string',
    isUuid: '{each, select, true {each value in {property}} other {{property}}} must be a UUID',
    isNotEmpty: '{each, select, true {each value in {property}} other {{property}}} should not be empty',
    arrayNotEmpty: '{each, select, true {each value in {property}} other {{property}}} should not be empty',
    isEnum: '{each, select, true {each value in {property}} other {{property}}} must be one of the following values: {values}',
    isIn: '{each, select, true {each value in {property}} other {{property}}} must be one of the following values: {values}',
    isBoolean: '{each, select, true {each value in {property}} other {{property}}} must be a boolean value',
    isInt: '{each, select, true {each value in {property}} other {{property}}} must be an integer number',
    isArray: '{each, select, true {each value in {property}} other {{property}}} must be an array',
    isEmail: '{each, select, true {each value in {property}} other {{property}}} must be an email',
    arrayMaxSize: '{each, select, true {each value in {property}} other {{property}}} must contain no more than {max, plural, other {{max} elements}}',
    arrayMinSize: '{each, select, true {each value in {property}} other {{property}}} must contain at least {min, plural, other {{min} elements}}',
    min: '{each, select, true {each value in {property}} other {{property}}} must not be less than {min}',
    max: '{each, select, true {each value in {property}} other {{property}}} must not be greater than {max}',
    matches: '{each, select, true {each value in {property}} other {{property}}} must match {pattern} regular expression',
    whitelistValidation: 'property {property} should not exist',
    unknownValue: 'an unknown value was passed to the validate function',
    nestedValidation: 'nested property {property} must be either object or array',
  },
  de: {
    unknownRule: 'Die Eingabe ist ungültig: {detail}',
    maxLength: '{each, select, true {Jeder Wert in {property}} other {{property}}} darf höchstens {max, plural, other {{max} Zeichen}} lang sein',
    minLength: '{each, select, true {Jeder Wert in {property}} other {{property}}} muss mindestens {min, plural, other {{min} Zeichen}} lang sein',
    isString: '{each, select, true {Jeder Wert in {property}} other {{property}}} muss ein Text sein',
    isUuid: '{each, select, true {Jeder Wert in {property}} other {{property}}} muss eine UUID sein',
    isNotEmpty: '{each, select, true {Jeder Wert in {property}} other {{property}}} darf nicht leer sein',
    arrayNotEmpty: '{each, select, true {Jeder Wert in {property}} other {{property}}} darf nicht leer sein',
    isEnum: '{each, select, true {Jeder Wert in {property}} other {{property}}} muss einer der folgenden Werte sein: {values}',
    isIn: '{each, select, true {Jeder Wert in {property}} other {{property}}} muss einer der folgenden Werte sein: {values}',
    isBoolean: '{each, select, true {Jeder Wert in {property}} other {{property}}} muss ein Wahrheitswert (true oder false) sein',
    isInt: '{each, select, true {Jeder Wert in {property}} other {{property}}} muss eine ganze Zahl sein',
    isArray: '{each, select, true {Jeder Wert in {property}} other {{property}}} muss eine Liste sein',
    isEmail: '{each, select, true {Jeder Wert in {property}} other {{property}}} muss eine E-Mail-Adresse sein',
    arrayMaxSize: '{each, select, true {Jeder Wert in {property}} other {{property}}} darf höchstens {max, plural, one {{max} Element} other {{max} Elemente}} enthalten',
    arrayMinSize: '{each, select, true {Jeder Wert in {property}} other {{property}}} muss mindestens {min, plural, one {{min} Element} other {{min} Elemente}} enthalten',
    min: '{each, select, true {Jeder Wert in {property}} other {{property}}} darf nicht kleiner als {min} sein',
    max: '{each, select, true {Jeder Wert in {property}} other {{property}}} darf nicht größer als {max} sein',
    matches: '{each, select, true {Jeder Wert in {property}} other {{property}}} muss dem regulären Ausdruck {pattern} entsprechen',
    whitelistValidation: 'Das Feld {property} gibt es hier nicht',
    unknownValue: 'Es wurde ein unbekannter Wert übergeben',
    nestedValidation: 'Das verschachtelte Feld {property} muss ein Objekt oder eine Liste sein',
  },
  es: {
    unknownRule: 'Los datos no son válidos: {detail}',
    maxLength: '{each, select, true {Cada valor de {property}} other {{property}}} debe tener como máximo {max, plural, one {{max} carácter} other {{max} caracteres}}',
    minLength: '{each, select, true {Cada valor de {property}} other {{property}}} debe tener al menos {min, plural, one {{min} carácter} other {{min} caracteres}}',
    isString: '{each, select, true {Cada valor de {property}} other {{property}}} debe ser un texto',
    isUuid: '{each, select, true {Cada valor de {property}} other {{property}}} debe ser un UUID',
    isNotEmpty: '{each, select, true {Cada valor de {property}} other {{property}}} no puede estar vacío',
    arrayNotEmpty: '{each, select, true {Cada valor de {property}} other {{property}}} no puede estar vacío',
    isEnum: '{each, select, true {Cada valor de {property}} other {{property}}} debe ser uno de estos valores: {values}',
    isIn: '{each, select, true {Cada valor de {property}} other {{property}}} debe ser uno de estos valores: {values}',
    isBoolean: '{each, select, true {Cada valor de {property}} other {{property}}} debe ser un valor booleano (true o false)',
    isInt: '{each, select, true {Cada valor de {property}} other {{property}}} debe ser un número entero',
    isArray: '{each, select, true {Cada valor de {property}} other {{property}}} debe ser una lista',
    isEmail: '{each, select, true {Cada valor de {property}} other {{property}}} debe ser una dirección de correo electrónico',
    arrayMaxSize: '{each, select, true {Cada valor de {property}} other {{property}}} debe contener como máximo {max, plural, one {{max} elemento} other {{max} elementos}}',
    arrayMinSize: '{each, select, true {Cada valor de {property}} other {{property}}} debe contener al menos {min, plural, one {{min} elemento} other {{min} elementos}}',
    min: '{each, select, true {Cada valor de {property}} other {{property}}} no puede ser menor que {min}',
    max: '{each, select, true {Cada valor de {property}} other {{property}}} no puede ser mayor que {max}',
    matches: '{each, select, true {Cada valor de {property}} other {{property}}} debe cumplir la expresión regular {pattern}',
    whitelistValidation: 'El campo {property} no está permitido aquí',
    unknownValue: 'Se ha recibido un valor desconocido',
    nestedValidation: 'El campo anidado {property} debe ser un objeto o una lista',
  },
  ar: {
    unknownRule: 'البيانات المُدخلة غير صالحة: {detail}',
    maxLength: 'يجب ألا يزيد طول {each, select, true {كل قيمة في {property}} other {{property}}} على {max, plural, zero {{max} حرف} one {حرف واحد} two {حرفين} few {{max} أحرف} many {{max} حرفًا} other {{max} حرف}}',
    minLength: 'يجب ألا يقل طول {each, select, true {كل قيمة في {property}} other {{property}}} عن {min, plural, zero {{min} حرف} one {حرف واحد} two {حرفين} few {{min} أحرف} many {{min} حرفًا} other {{min} حرف}}',
    isString: 'يجب أن تكون {each, select, true {كل قيمة في {property}} other {قيمة {property}}} نصًا',
    isUuid: 'يجب أن تكون {each, select, true {كل قيمة في {property}} other {قيمة {property}}} معرّف UUID',
    isNotEmpty: 'يجب ألا تكون {each, select, true {أي قيمة في {property}} other {قيمة {property}}} فارغة',
    arrayNotEmpty: 'يجب ألا تكون {each, select, true {أي قيمة في {property}} other {قيمة {property}}} فارغة',
    isEnum: 'يجب أن تكون {each, select, true {كل قيمة في {property}} other {قيمة {property}}} إحدى القيم التالية: {values}',
    isIn: 'يجب أن تكون {each, select, true {كل قيمة في {property}} other {قيمة {property}}} إحدى القيم التالية: {values}',
    isBoolean: 'يجب أن تكون {each, select, true {كل قيمة في {property}} other {قيمة {property}}} قيمة منطقية (true أو false)',
    isInt: 'يجب أن تكون {each, select, true {كل قيمة في {property}} other {قيمة {property}}} عددًا صحيحًا',
    isArray: 'يجب أن تكون {each, select, true {كل قيمة في {property}} other {قيمة {property}}} قائمة',
    isEmail: 'يجب أن تكون {each, select, true {كل قيمة في {property}} other {قيمة {property}}} عنوان بريد إلكتروني',
    arrayMaxSize: 'يجب ألا تحتوي {each, select, true {كل قيمة في {property}} other {قيمة {property}}} على أكثر من {max, plural, zero {{max} عنصر} one {عنصر واحد} two {عنصرين} few {{max} عناصر} many {{max} عنصرًا} other {{max} عنصر}}',
    arrayMinSize: 'يجب أن تحتوي {each, select, true {كل قيمة في {property}} other {قيمة {property}}} على {min, plural, zero {{min} عنصر} one {عنصر واحد} two {عنصرين} few {{min} عناصر} many {{min} عنصرًا} other {{min} عنصر}} على الأقل',
    min: 'يجب ألا تقل {each, select, true {كل قيمة في {property}} other {قيمة {property}}} عن {min}',
    max: 'يجب ألا تزيد {each, select, true {كل قيمة في {property}} other {قيمة {property}}} على {max}',
    matches: 'يجب أن تطابق {each, select, true {كل قيمة في {property}} other {قيمة {property}}} التعبير النمطي {pattern}',
    whitelistValidation: 'الحقل {property} غير مسموح به هنا',
    unknownValue: 'تم تمرير قيمة غير معروفة',
    nestedValidation: 'يجب أن يكون الحقل المتداخل {property} كائنًا أو قائمة',
  },
} satisfies Catalog<string>;

export type ValidationRule = keyof typeof rules.en;
export const validationRulesCatalog: Catalog<ValidationRule> = rules;
registerCatalog('validationRules', validationRulesCatalog);

/** class-validator's `english` for `rule` said in the reader's language, with the rule's own values. */
export function validationRuleText(rule: string, english: string, values: MessageValues): Message {
  const key = (rule in rules.en && rule !== 'unknownRule' ? rule : 'unknownRule') as ValidationRule;
  const said = key === 'unknownRule' ? { detail: english } : values;
  return {
    key,
    values: said,
    english,
    in: (tag) => (languageOf(tag) === 'en' ? english : translate(validationRulesCatalog, tag, key, said)),
    stored: storedOf('validationRules', key, said),
  };
}
