import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import type { DocumentType } from '../../../shared/documents/object-types';
import { HttpError } from '../../api/http-errors';
import { choicesQuery, recordQuery } from '../../resources/resource-queries';
import { sessionSignal } from '../../session/session-state';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { createDocumentEditorModel, type DocumentEditorModel } from './document-editor-model';
import type { DocumentEditorDeps, EditorStart } from './document-editor-ports';
import { createDocument, priceQuoteQuery, updateDocument } from './document-queries';
import { useDocumentFormat } from './use-document-format';
import { useLineLookups } from './use-line-lookups';

/**
 * The editor's model for one mount of the editor (one pane), wired to the HTTP client and the
 * query cache: records and prices go through the cache, so a partner or an item read once is not
 * read again. Started on mount and stopped on unmount, which aborts what is still asked for.
 */
export function useDocumentEditor(
  type: DocumentType,
  start: EditorStart,
  onSaved: (saved: MarketingDocument) => void,
): DocumentEditorModel {
  const { i18n } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const { priceDec } = useDocumentFormat();
  const lookups = useLineLookups(type);
  const savedRef = useRef(onSaved);
  savedRef.current = onSaved;
  const [model] = useState(() => {
    const session = sessionSignal.peek();
    const deps: DocumentEditorDeps = {
      server: {
        record: (resource, key) =>
          queryClient
            .fetchQuery({ ...recordQuery(http, resource, { key }), retry: false })
            .then((answer) => answer.ResponseData),
        list: (resource, filters) =>
          queryClient
            .fetchQuery({ ...choicesQuery(http, resource, filters), retry: false })
            .then((answer) => answer.ResponseData.data)
            // The server decides: a list it refuses (403) is one the user may not choose from.
            .catch((error: unknown) => {
              if (error instanceof HttpError && error.status === 403) return null;
              throw error;
            }),
        priceQuote: (question) =>
          queryClient.fetchQuery(priceQuoteQuery(http, question)).then((answer) => answer.ResponseData),
        create: (objectId, body) => createDocument(http, objectId, body),
        update: (objectId, docEntry, body) => updateDocument(http, objectId, docEntry, body),
      },
      cache: {
        put: (key, answer) => queryClient.setQueryData(key, answer),
        invalidate: (key) => void queryClient.invalidateQueries({ queryKey: key }),
      },
      // The instance's own t (bound), so messages follow a language changed while the editor is open.
      t: i18n.t,
      notify: (text) => notify({ text }),
      onSaved: (saved) => savedRef.current(saved),
      decimals: {
        dbSumDec: session.status === 'signed-in' ? session.user.oadm.DBSumDec : 2,
        priceDec,
      },
      applyNow: flushSync,
    };
    return createDocumentEditorModel(deps, type, start);
  });
  useEffect(() => model.connect(), [model]);
  // Before the browser hands over the next key: a cell is checked against the lists as loaded.
  useLayoutEffect(() => {
    model.lookups.value = lookups;
  }, [model, lookups]);
  return model;
}
