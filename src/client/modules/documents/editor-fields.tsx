import { useSignals } from '@preact/signals-react/runtime';
import type { EditorHeaderFieldName } from '../../../shared/document-model/document-definition';
import type { DocumentEditorModel } from './document-editor-model';
import { DocumentFieldEditor } from './document-field';
import * as styles from './documents.css';
import { headerFieldModels, wideEditorFields } from './editor-header';
import { PartnerChoiceField } from './partner-choice-field';
import { choiceTextOf, isChoiceField } from './partner-choices';

interface EditorFieldsProps {
  /** The fields of one section (header or footer), in Tab order. */
  names: readonly EditorHeaderFieldName[];
  editor: DocumentEditorModel;
  /** A new document: the fields set once (partner, series) may still be written. */
  creating: boolean;
  sumDec: number;
}

/**
 * The editor's fields of one section, each through the field editor of its kind; a field whose
 * choices are the partner's (contact, ship-to, bill-to) through the partner's list.
 */
export function EditorFields({ names, editor, creating, sumDec }: EditorFieldsProps) {
  useSignals();
  const header = editor.header.value;
  const errors = editor.headerErrors.value;
  const choices = editor.choices.value;
  return names.map((name) => {
    const field = isChoiceField(name) ? (
      <PartnerChoiceField
        key={name}
        name={name}
        value={header[name]}
        list={choices[name]}
        text={choiceTextOf(name, header)}
        onText={(value) => editor.setHeaderField(name, value)}
        error={errors[name]}
      />
    ) : (
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
