import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import type { DocumentType } from '../../../shared/documents/object-types';
import { lineTaxGroupOf } from '../../../shared/documents/partner-document-defaults';
import type { ReferenceMatch } from '../../forms/reference-lookup';
import { recordQuery } from '../../resources/resource-queries';
import { sessionSignal } from '../../session/session-state';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { documentRefusal } from './document-errors';
import { documentNumberText } from './document-number-text';
import { createDocument, documentKeys, updateDocument } from './document-queries';
import { type EditorHeader, saveBody } from './editor-header';
import {
  acceptItem,
  type ChosenItem,
  type EditableLineColumn,
  type EditorLine,
  emptyLine,
  type LineFieldError,
  lineCellProblem,
  putLine,
  removeLine,
  splitFieldErrors,
  withCellText,
} from './line-editing';
import { useLineLookups } from './use-line-lookups';
import { useLinePricing } from './use-line-pricing';
import { usePartnerDefaults } from './use-partner-defaults';

export interface EditorStart {
  header: EditorHeader;
  lines: EditorLine[];
  /** Edit mode: the stored document, whose version PATCH sends. */
  document?: MarketingDocument;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The state of the document editor: header texts, lines, which cells and fields the server
 * refused, and saving (POST or PATCH with version). A refused save keeps every keystroke.
 */
export function useDocumentEditor(
  type: DocumentType,
  start: EditorStart,
  onSaved: (saved: MarketingDocument) => void,
) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const lookups = useLineLookups(type.area);
  const [header, setHeader] = useState(start.header);
  const [lines, setLines] = useState<EditorLine[]>(start.lines);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [headerErrors, setHeaderErrors] = useState<Record<string, string>>({});
  const [lineErrors, setLineErrors] = useState<LineFieldError[]>([]);
  const [message, setMessage] = useState<string>();
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const [initialLines] = useState(start.lines);
  // The partner as chosen, not as typed: its record and the lines' prices are asked for once the
  // code is taken (the field left, or saved), not for every partial code typed on the way (each
  // of those answered 404).
  const [partnerCode, setPartnerCode] = useState(start.header.CardCode.trim());
  const takePartner = () => setPartnerCode(header.CardCode.trim());
  useLinePricing(lines, partnerCode, header.DocDate, setLines, initialLines);

  // A stored document's due date is the user's; a new one's follows the partner's terms until typed.
  const partnerDefaults = usePartnerDefaults(
    partnerCode,
    header.DocDate,
    setHeader,
    start.document !== undefined,
  );

  const changed = () => {
    setDirty(true);
    setMessage(undefined);
  };
  const setHeaderField = (name: keyof EditorHeader, value: string) => {
    partnerDefaults.noteTyped(name, value);
    setHeader((current) =>
      partnerDefaults.follow(name, {
        ...current,
        [name]: value,
        ...(name === 'CardCode' ? { CardName: '' } : {}),
      }),
    );
    setHeaderErrors(({ [name]: _gone, ...rest }) => rest);
    changed();
  };

  /** Applied at once (flushSync), so the grid's next editor opens on the line as it now is. */
  const updateLines = (next: EditorLine[]) => {
    flushSync(() => setLines(next));
    changed();
  };
  const clearLineError = (line: number, column: EditableLineColumn) =>
    setLineErrors((current) => current.filter((error) => error.line !== line || error.column !== column));

  const validateCell = (column: EditableLineColumn, value: string) => {
    const problem = lineCellProblem(column, value, lookups);
    return problem ? t(`documents.lineErrors.${problem}`) : null;
  };

  /** A cell's new text; null once applied, or the message to show in the cell. */
  const commitCell = (index: number, column: Exclude<EditableLineColumn, 'ItemCode'>, value: string) => {
    const current = linesRef.current[index];
    if (!current) return t('documents.lineErrors.itemFirst');
    updateLines(putLine(linesRef.current, index, withCellText(current, column, value, lookups)));
    clearLineError(index, column);
    return null;
  };

  /** An item's record, read for the line it goes into: its name, tax group and unit. */
  const itemOf = async (match: ReferenceMatch): Promise<ChosenItem> => {
    const code = String(match.key);
    const record = await queryClient
      .fetchQuery(recordQuery(http, 'items', { key: code }))
      .then((answer) => answer.ResponseData)
      .catch(() => undefined);
    return {
      ItemCode: code,
      ItemName: text(record?.ItemName) || match.label,
      // The partner's tax facts are not passed: partners hold no VatStatus or VatGroup yet.
      VatGroup: lineTaxGroupOf(type.area, {
        VatGourpSa: text(record?.VatGourpSa),
        VatGroupPu: text(record?.VatGroupPu),
      }),
      UomCode: text(type.area === 'sales' ? record?.SalUnitMsr : record?.BuyUnitMsr),
    };
  };

  /** The item accepted in a line's item cell: the line takes its name, tax group and unit. */
  const putItemAt = (index: number, item: ChosenItem) => {
    const base = linesRef.current[index] ?? emptyLine();
    updateLines(putLine(linesRef.current, index, acceptItem(base, item, lookups)));
    clearLineError(index, 'ItemCode');
  };
  const acceptItemAt = async (index: number, match: ReferenceMatch) => putItemAt(index, await itemOf(match));

  const removeLineAt = (index: number) => {
    if (index < 0 || index >= linesRef.current.length) return false;
    updateLines(removeLine(linesRef.current, index));
    setLineErrors((current) =>
      current
        .filter((error) => error.line !== index)
        .map((error) => (error.line > index ? { ...error, line: error.line - 1 } : error)),
    );
    return true;
  };
  const addLines = (more: readonly EditorLine[]) => updateLines([...linesRef.current, ...more]);

  const save = async () => {
    if (saving) return;
    setMessage(undefined);
    const problems: Record<string, string> = {};
    if (header.CardCode.trim() === '') problems.CardCode = t('documents.errors.partnerRequired');
    if (lines.length === 0) problems.DocumentLines = t('documents.errors.linesRequired');
    if (Object.keys(problems).length > 0) {
      setHeaderErrors(problems);
      setMessage(t('documents.errors.checkFields'));
      return;
    }
    const body = saveBody(header, lines, start.document?.version);
    if (!body.ok) {
      const split = splitFieldErrors(body.fields);
      setHeaderErrors(split.header);
      setLineErrors(split.lines);
      setMessage(t('documents.errors.checkFields'));
      return;
    }
    setSaving(true);
    try {
      const answer =
        body.kind === 'update' && start.document
          ? await updateDocument(http, type.objectId, start.document.DocEntry, body.body)
          : body.kind === 'create'
            ? await createDocument(http, type.objectId, body.body)
            : undefined;
      if (!answer) return;
      const saved = answer.ResponseData;
      queryClient.setQueryData(documentKeys.document(type.objectId, saved.DocEntry), answer);
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists(type.objectId) });
      for (const baseType of new Set(lines.flatMap((line) => (line.BaseType ? [line.BaseType] : []))))
        void queryClient.invalidateQueries({ queryKey: documentKeys.type(baseType) });
      // Clean before leaving: the pane's leave guard must not ask about work just saved.
      flushSync(() => setDirty(false));
      notify({
        text:
          saved.Draft === 'Y'
            ? t('approval.done.held', { document: t(type.nameKey), number: documentNumberText(saved, t) })
            : t('documents.editor.saved', { document: t(type.nameKey), number: saved.DocNum }),
      });
      onSaved(saved);
    } catch (error) {
      const refusal = documentRefusal(error, t);
      const split = splitFieldErrors(refusal.fields);
      setHeaderErrors(split.header);
      setLineErrors(split.lines);
      setMessage(refusal.message);
    } finally {
      setSaving(false);
    }
  };

  const session = sessionSignal.peek();
  const dbSumDec = session.status === 'signed-in' ? session.user.oadm.DBSumDec : 2;

  return {
    header,
    lines,
    lookups,
    dirty,
    saving,
    headerErrors,
    lineErrors,
    message,
    dbSumDec,
    setHeaderField,
    takePartner,
    validateCell,
    commitCell,
    itemOf,
    putItemAt,
    acceptItemAt,
    removeLineAt,
    addLines,
    save,
  };
}
export type DocumentEditorState = ReturnType<typeof useDocumentEditor>;
