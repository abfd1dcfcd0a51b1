import { documentPdfFileName } from '../../../../shared/api/document-pdf';
import type { DocumentType } from '../../../../shared/documents/object-types';
import { directionOf, type Language } from '../../../../shared/locale/languages';
import type { Db } from '../../../db/database';
import { company } from '../../../db/schema/company';
import { documentPdf } from '../../../pdf/page-layout';
import { type CompanyHeading, documentPdfContent } from './document-pdf-content';
import { translatorFor } from './document-pdf-language';

const noCompany: CompanyHeading & { SumDec: number; PriceDec: number } = {
  CompnyName: '',
  CompnyAddr: null,
  MainCurncy: '',
  SumDec: 2,
  PriceDec: 2,
};

export interface DocumentPdfFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * The PDF of a document as this reader may see it: `visible` is what GET answers them, so a
 * field their rules hide (cost, gross profit) is not there to print.
 */
export async function exportDocumentPdf(
  db: Db,
  type: DocumentType,
  visible: Record<string, unknown>,
  language: Language,
): Promise<DocumentPdfFile> {
  const [settings = noCompany] = await db
    .select({
      CompnyName: company.CompnyName,
      CompnyAddr: company.CompnyAddr,
      MainCurncy: company.MainCurncy,
      SumDec: company.SumDec,
      PriceDec: company.PriceDec,
    })
    .from(company)
    .limit(1);
  const { DocumentLines, ...header } = visible;
  // Lines carry their unit's code (UomCode, read through UomEntry: document-definition.ts).
  const lines: Record<string, unknown>[] = Array.isArray(DocumentLines) ? DocumentLines : [];
  const content = documentPdfContent({
    type,
    document: header,
    lines,
    company: settings,
    t: translatorFor(language),
    format: { language, sumDec: settings.SumDec, priceDec: settings.PriceDec },
  });
  const bytes = documentPdf({ content, direction: directionOf(language), language });
  return { fileName: documentPdfFileName(type.subject, String(visible.DocNum ?? visible.DocEntry)), bytes };
}
