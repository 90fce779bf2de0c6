import { type Catalog, messagesOf } from './i18n/messages';

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
export const validationText = messagesOf(validationCatalog);
