import { permittedFieldsOf } from '@casl/ability/extra';
import type { AppAbility } from '../../shared/access/app-ability';
import { documentFieldModel } from '../../shared/api/document-field-model';
import type { DocModel, FieldModel } from '../../shared/api/resources';
import {
  type DocumentField,
  documentHeaderFields,
  documentLineFields,
} from '../../shared/document-model/document-definition';
import type { DocumentType } from '../../shared/documents/object-types';
import { editableOf, type ResourceDefinition } from '../../shared/resources/resource-definition';

/**
 * The doc model of a resource for one user: the definition's fields the user may read, each
 * saying whether the user may write it, and which record actions the user has at all. A rule
 * with conditions counts as "may" here; the record screen asks again of each record.
 */
export function docModelFor(definition: ResourceDefinition, ability: AppAbility, objectId: string): DocModel {
  const names = definition.fields.map((field) => field.name);
  const permitted = (action: string) =>
    new Set(
      permittedFieldsOf(ability, action, definition.subject, { fieldsFrom: (rule) => rule.fields ?? names }),
    );
  const readable = permitted('read');
  const updatable = permitted('update');
  const creatable = permitted('create');
  const fields: FieldModel[] = definition.fields
    .filter((field) => readable.has(field.name))
    .map((field) => {
      const { options, ...rest } = 'options' in field ? field : { ...field, options: undefined };
      return {
        ...rest,
        ...(options ? { options: [...options] } : {}),
        readable: true,
        writable:
          field.via === undefined &&
          editableOf(field) !== 'never' &&
          (updatable.has(field.name) || creatable.has(field.name)),
      };
    });
  // On a type, CASL answers true when any rule allows, conditions or not.
  const can = (action: string) => ability.can(action, definition.subject);
  return {
    objectId,
    resource: definition.name,
    subject: definition.subject,
    objectType: definition.objectType ?? null,
    key: definition.key,
    generatedKey: Boolean(definition.generatedKey),
    labelField: definition.labelField,
    parent: definition.parent ?? null,
    activeField: definition.activeField ?? null,
    defaultSort: [...definition.defaultSort],
    fields,
    can: {
      create: Boolean(definition.creatable) && can('create'),
      // A list the user may update but that has no field they may write (the items' units) offers no edit.
      update: can('update') && fields.some((field) => field.writable),
      delete: Boolean(definition.deletable) && can('delete'),
    },
  };
}

/**
 * The doc model of a document type (GET /doc_model/17): its header and line fields from the
 * document definition, those the user may read, each saying whether they may write it. Header and
 * line fields are named on the type's subject alike (document-visibility.ts).
 */
export function documentDocModelFor(type: DocumentType, ability: AppAbility): DocModel {
  const all = [...documentHeaderFields, ...documentLineFields] as readonly DocumentField[];
  const names = [...all.map((field) => field.name), 'DocumentLines'];
  const permitted = (action: string) =>
    new Set(permittedFieldsOf(ability, action, type.subject, { fieldsFrom: (rule) => rule.fields ?? names }));
  const readable = permitted('read');
  const writable = new Set([...permitted('update'), ...permitted('create')]);
  const modelsOf = (fields: readonly DocumentField[]) =>
    fields
      .filter((field) => readable.has(field.name))
      .map((field) =>
        documentFieldModel(field, {
          readable: true,
          writable: field.via === undefined && editableOf(field) !== 'never' && writable.has(field.name),
        }),
      );
  const can = (action: string) => ability.can(action, type.subject);
  return {
    objectId: type.objectId,
    resource: 'marketing-docs',
    subject: type.subject,
    objectType: type.objectId,
    key: 'DocEntry',
    generatedKey: true,
    labelField: 'DocNum',
    parent: null,
    activeField: null,
    defaultSort: [{ field: 'DocEntry', direction: 'desc' }],
    fields: modelsOf(documentHeaderFields),
    lines: readable.has('DocumentLines') ? modelsOf(documentLineFields) : [],
    can: { create: can('create'), update: can('update'), delete: false },
  };
}
