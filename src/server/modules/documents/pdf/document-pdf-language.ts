// Declared once where every printed answer reads them (documents' PDFs, payments' receipts).
export { translatorFor } from '../../../../shared/i18n/translator';
export { languageOfHeader } from '../../../http/request-language';
