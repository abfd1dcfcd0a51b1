import { useSignals } from '@preact/signals-react/runtime';
import type { EditorHeaderFieldName } from '../../../shared/document-model/document-definition';
import type { DocumentEditorModel } from './document-editor-model';
import { DocumentFieldEditor } from './document-field';
import * as styles from './documents.css';
import { headerFieldModels, wideEditorFields } from './editor-header';

interface EditorFieldsProps {
  /** The fields of one section (header or footer), in Tab order. */
  names: readonly EditorHeaderFieldName[];
  editor: DocumentEditorModel;
  /** A new document: the fields set once (partner, series) may still be written. */
  creating: boolean;
  sumDec: number;
}

/** The editor's fields of one section, each through the field editor of its kind. */
export function EditorFields({ names, editor, creating, sumDec }: EditorFieldsProps) {
  useSignals();
  const header = editor.header.value;
  const errors = editor.headerErrors.value;
  return names.map((name) => {
    const field = (
      <DocumentFieldEditor
        key={name}
        field={headerFieldModels[name]}
        text={header[name]}
        onText={(value) => editor.setHeaderField(name, value)}
        writable={headerFieldModels[name].editable !== 'create' || creating}
        error={errors[name]}
        sumDec={sumDec}
      />
    );
    return wideEditorFields.has(name) ? (
      <div key={name} className={styles.wideEditorField}>
        {field}
      </div>
    ) : (
      field
    );
  });
}
