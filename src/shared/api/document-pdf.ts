import { z } from 'zod';
import { languages } from '../i18n/languages';

/** GET /marketing/docs/{objectType}/{DocEntry}/pdf: the language, else the Accept-Language header's. */
export const documentPdfQuerySchema = z.strictObject({ lang: z.enum(languages).optional() });
export type DocumentPdfQuery = z.infer<typeof documentPdfQuerySchema>;

export const documentPdfPath = (objectType: string, docEntry: number) =>
  `/marketing/docs/${objectType}/${docEntry}/pdf`;
