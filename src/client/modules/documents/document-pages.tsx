import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import { type DocumentArea, type DocumentType, documentTypes } from '../../../shared/documents/object-types';
import { headerDefaultsOf } from '../../../shared/documents/user-document-defaults';
import * as dialogStyles from '../../resources/list-dialogs.css';
import { ResourceLookupProvider } from '../../resources/resource-lookup-provider';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { docEntryOf, documentHrefs } from '../../routes/document-hrefs';
import { storedProfile } from '../../session/stored-profile';
import { useAppServices } from '../../shell/app-services';
import { usePaneOpener } from '../../shell/pane-opener';
import { RecordProblem } from '../../shell/record-problem';
import { DocumentEditor } from './document-editor';
import type { EditorStart } from './document-editor-ports';
import { askedFor, listOf } from './document-problem-names';
import { documentQuery } from './document-queries';
import { DocumentView } from './document-view';
import * as styles from './documents.css';
import { headerOf, newHeader } from './editor-header';
import { copiedLines, storedLines } from './line-editing';

/** The pane's section every document screen renders in, with its shortcut scope. */
function DocumentSection({
  label,
  children,
}: {
  label: string;
  children: (within: () => Element | null) => ReactNode;
}) {
  const container = useRef<HTMLElement>(null);
  const within = useShortcutScope(container, false);
  return (
    <ResourceLookupProvider>
      <section
        ref={container}
        className={`${styles.page} ${styles.printable}`}
        aria-label={label}
        data-key-scope="pane"
      >
        {children(within)}
      </section>
    </ResourceLookupProvider>
  );
}

/** /sales/doc/{objectId}/{id}: the document read-only, or its editor after Edit while it is open. */
export function DocumentPage({ type, id }: { type: DocumentType; id: string }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const [editing, setEditing] = useState(false);
  // After editing, focus goes back to the line the user was on, not to the page.
  const [returnRow, setReturnRow] = useState<number>();
  const leaveEditing = (row: number) => {
    setReturnRow(row);
    setEditing(false);
  };
  const docEntry = docEntryOf(id) ?? 0;
  const query = useQuery(documentQuery(http, type.objectId, docEntry));
  const document = query.data;
  const title = t('documents.document.title', { document: t(type.nameKey), number: document?.DocNum ?? id });
  return (
    <DocumentSection label={title}>
      {(within) =>
        query.isError || docEntry === 0 ? (
          <RecordProblem
            error={query.error ?? undefined}
            record={askedFor(type, id, t)}
            list={listOf(type, t)}
            onRetry={() => void query.refetch()}
          />
        ) : !document ? (
          <p role="status">{t('documents.common.loading')}</p>
        ) : editing ? (
          <DocumentEditor
            key={document.version}
            type={type}
            start={{ header: headerOf(document, true), lines: storedLines(document, true), document }}
            title={t('documents.editor.editTitle', { title })}
            within={within}
            onSaved={(_saved, row) => leaveEditing(row)}
            onCancel={leaveEditing}
          />
        ) : (
          <DocumentView
            type={type}
            document={document}
            within={within}
            focusRow={returnRow}
            onEdit={() => setEditing(true)}
          />
        )
      }
    </DocumentSection>
  );
}

/** An editor for a new document; saving opens the stored document in the same pane. */
function NewDocument({ type, start, title }: { type: DocumentType; start: EditorStart; title: string }) {
  const open = usePaneOpener();
  return (
    <DocumentSection label={title}>
      {(within) => (
        <DocumentEditor
          type={type}
          start={start}
          title={title}
          within={within}
          onSaved={(saved: MarketingDocument) =>
            open(documentHrefs.document(type, saved.DocEntry), 'focused')
          }
          onCancel={() => open(documentHrefs.list(type), 'focused')}
        />
      )}
    </DocumentSection>
  );
}

/** The partner and ship-to address a create link names, each only when it is text. */
function partnerOfSearch(search: Record<string, unknown>): { CardCode?: string; ShipToCode?: string } {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const CardCode = text(search.CardCode);
  const ShipToCode = text(search.ShipToCode);
  return { ...(CardCode ? { CardCode } : {}), ...(CardCode && ShipToCode ? { ShipToCode } : {}) };
}

/** /sales/doc/create/{objectId}, and ?duplicate={DocEntry}: a new document, or one with another's lines. */
export function CreatePage({ type }: { type: DocumentType }) {
  const { t } = useTranslation();
  const { http, storage } = useAppServices();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const duplicateOf = docEntryOf(typeof search.duplicate === 'string' ? search.duplicate : undefined);
  const source = useQuery({
    ...documentQuery(http, type.objectId, duplicateOf ?? 0),
    enabled: duplicateOf !== undefined,
  });
  const title = t('documents.editor.newTitle', { document: t(type.nameKey) });
  if (duplicateOf === undefined)
    return (
      <NewDocument
        type={type}
        start={{
          header: {
            ...newHeader(headerDefaultsOf(storedProfile(storage)?.defaults, type.objectId)),
            // ?CardCode=&ShipToCode=: a document started for a partner's address (a rep's call, issue 25).
            ...partnerOfSearch(search),
          },
          lines: [],
        }}
        title={title}
      />
    );
  if (source.isError)
    return (
      <DocumentSection label={title}>
        {() => (
          <RecordProblem
            error={source.error}
            record={askedFor(type, String(duplicateOf), t)}
            list={listOf(type, t)}
            onRetry={() => void source.refetch()}
          />
        )}
      </DocumentSection>
    );
  if (!source.data) return <p role="status">{t('documents.common.loading')}</p>;
  return (
    <NewDocument
      type={type}
      start={{ header: headerOf(source.data, false), lines: storedLines(source.data, false) }}
      title={title}
    />
  );
}

/** /sales/doc/copy/{BaseObject}/{docId}/{id}: a new document of type {id} from the base's open lines. */
export function CopyPage({
  base,
  docId,
  target,
}: {
  base: DocumentType;
  docId: string;
  target: DocumentType;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const source = useQuery(documentQuery(http, base.objectId, docEntryOf(docId) ?? 0));
  const title = t('documents.editor.copyTitle', {
    document: t(target.nameKey),
    source: t('documents.document.title', {
      document: t(base.nameKey),
      number: source.data?.DocNum ?? docId,
    }),
  });
  if (source.isError || docEntryOf(docId) === undefined)
    return (
      <DocumentSection label={title}>
        {() => (
          <RecordProblem
            error={source.error ?? undefined}
            record={askedFor(base, docId, t)}
            list={listOf(base, t)}
            onRetry={() => void source.refetch()}
          />
        )}
      </DocumentSection>
    );
  if (!source.data) return <p role="status">{t('documents.common.loading')}</p>;
  const lines = copiedLines(source.data);
  // A copy of a document with nothing open (a stale link, a recent visit) would be an empty new
  // document that says nothing of why: say so, and offer the source instead.
  if (lines.length === 0)
    return (
      <NothingToCopy title={title} base={base} docEntry={source.data.DocEntry} number={source.data.DocNum} />
    );
  return <NewDocument type={target} start={{ header: headerOf(source.data, false), lines }} title={title} />;
}

function NothingToCopy({
  title,
  base,
  docEntry,
  number,
}: {
  title: string;
  base: DocumentType;
  docEntry: number;
  number: number;
}) {
  const { t } = useTranslation();
  const open = usePaneOpener();
  const source = t('documents.document.title', { document: t(base.nameKey), number });
  return (
    <div className={dialogStyles.form}>
      <h1 className={styles.heading}>{title}</h1>
      <p role="alert" className={styles.alert}>
        {t('documents.errors.nothingToCopy', { source })}
      </p>
      <button
        type="button"
        className={dialogStyles.secondary}
        onClick={() => open(documentHrefs.document(base, docEntry), 'focused')}
      >
        {t('documents.errors.openSource', { source })}
      </button>
    </div>
  );
}

/**
 * Which document to create, by area: /sales/doc/create offers sales then purchasing documents,
 * /inventory/transactions/create/inventoryDocument the four inventory transactions.
 */
export function ChooseTypePage({ areas }: { areas: readonly DocumentArea[] }) {
  const { t } = useTranslation();
  const open = usePaneOpener();
  const title = t(
    areas.includes('inventory') ? 'documents.editor.chooseInventoryType' : 'documents.editor.chooseType',
  );
  return (
    <DocumentSection label={title}>
      {() => (
        <>
          <h1 className={styles.heading}>{title}</h1>
          {areas.map((area) => (
            <section key={area} aria-label={t(`documents.areas.${area}`)} className={dialogStyles.form}>
              <h2 className={styles.subheading}>{t(`documents.areas.${area}`)}</h2>
              <ul className={dialogStyles.columnList}>
                {documentTypes
                  .filter((type) => type.area === area)
                  .map((type) => (
                    <li key={type.objectId}>
                      <button
                        type="button"
                        className={dialogStyles.secondary}
                        onClick={() => open(documentHrefs.create(type), 'focused')}
                      >
                        {t(type.nameKey)}
                      </button>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </DocumentSection>
  );
}
