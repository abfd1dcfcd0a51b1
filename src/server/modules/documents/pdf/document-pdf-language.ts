export { translatorFor } from '../../../../shared/i18n/translator';
export { languageOfHeader } from '../../../http/request-language';
