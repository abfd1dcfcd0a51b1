import { z } from 'zod';
import { languages } from '../locale/languages';

/** GET /marketing/docs/{objectType}/{DocEntry}/pdf: the language, else the Accept-Language header's. */
export const documentPdfQuerySchema = z.strictObject({ lang: z.enum(languages).optional() });
export type DocumentPdfQuery = z.infer<typeof documentPdfQuerySchema>;

/** SalesOrder-1234.pdf: the server's Content-Disposition and the client's saved file agree. */
export const documentPdfFileName = (subject: string, docNum: number | string) => `${subject}-${docNum}.pdf`;
