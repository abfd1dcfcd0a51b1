import { translatorFor } from '../../../../shared/i18n/translator';
import { languageOfHeader } from '../../../http/accept-language';

// Declared once where every printed answer reads them (documents' PDFs, payments' receipts).
export { languageOfHeader, translatorFor };
