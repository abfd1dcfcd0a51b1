import { describe, expect, it } from 'vitest';
import { documentTypes } from '../../shared/documents/object-types';
import { catalogues, languages } from '../../shared/i18n/catalogues';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const keysOf = (tree: Tree) =>
  leaves(tree)
    .map(([key]) => key)
    .sort();

describe('the en, fr and ar catalogues', () => {
  it('have exactly the same keys', () => {
    const english = keysOf(catalogues.en);
    for (const language of languages) expect(keysOf(catalogues[language]), language).toEqual(english);
  });

  it('have no empty text', () => {
    for (const language of languages) {
      expect(
        leaves(catalogues[language]).filter(([, text]) => text.trim() === ''),
        language,
      ).toEqual([]);
    }
  });

  it('are translated rather than copied from English', () => {
    const english = new Map(leaves(catalogues.en));
    // Words that are the same in both languages, checked by a person.
    const sameInTranslation: Record<'fr' | 'ar', string[]> = {
      fr: [
        'menu.administration',
        'layout.pageTitle',
        'fields.Description',
        'fields.WorkDate',
        'fields.Remarks',
        'fields.options.gateFormFieldType.photo',
        'security.clients.columns.actions',
        'authorization.rules.columns.actions',
        'authorization.rules.columns.conditions',
        'fields.AlertKind',
        'notifications.heading',
        'financeReports.columns.DocNum',
        'financeReports.columns.Total',
        'financeReports.total',
        // Mode, Cause, Code and Date are French words too; the durations are units (s, min, h).
        'gateReports.filters.mode',
        'gateReports.filters.cause',
        'gateReports.columns.Mode',
        'gateReports.columns.Cause',
        'gateReports.columns.Code',
        'gateReports.columns.DocDate',
        'gateReports.duration.seconds',
        'gateReports.duration.minutes',
        'gateReports.duration.hours',
        'banking.columns.DocDate',
        'banking.columns.DocTotal',
        'banking.columns.document',
        // Units and the vehicle's pattern of placeholders and units; Volume and Date are French words too.
        // Date, Type and Description are French words too (gate passes, issue 24).
        'gatePasses.columns.DocDate',
        'gatePasses.columns.PassType',
        'gatePasses.lines.description',
        'gatePasses.pdf.fields.type',
        'gatePasses.pdf.columns.description',
        'dispatchPlanning.units.kg',
        'dispatchPlanning.units.m3',
        'dispatchPlanning.builder.vehicleOption',
        'dispatchPlanning.columns.Volume',
        'dispatchPlanning.columns.DocDate',
        'dispatchPlanning.capacity.volume',
        'dispatchNotePdf.fields.date',
        'dispatchNotePdf.totals.volume',
        'dispatchNotes.columns.DocDate',
        'dispatchNotes.columns.Volume',
        'dispatchNotes.pod.note',
        'dispatchNotes.dashboard.percent',
        'dispatchNotes.dashboard.volume',
        'dispatchNotes.dashboard.total',
        // Action, Notes, Latitude and Longitude are French words too (routes and calls, issue 25).
        'fields.ActionCode',
        'fields.Notes',
        'fields.Latitude',
        'fields.Longitude',
        // Patterns of placeholders only (a call's and a stop's line in a list).
        'routeCalls.day.callText',
        'routeCalls.outlets.stopText',
        // A pattern of placeholders only, in the same order in each language.
        'resources.common.filterText.phrase',
        // Question, Latitude, Longitude and Positions are French words too (issue 25).
        'resources.survey-questions.title',
        'resources.survey-questions.one',
        'fields.Question',
        'fields.Latitude',
        'fields.Longitude',
        'fields.Positions',
      ],
      // A result's name and its count: placeholders and a colon alone.
      ar: [
        'layout.pageTitle',
        'resources.common.filterText.phrase',
        'gateReports.scanLogs.count',
        'routeCalls.day.callText',
        'routeCalls.outlets.stopText',
      ],
    };
    for (const language of ['fr', 'ar'] as const) {
      const copied = leaves(catalogues[language]).filter(
        ([key, text]) =>
          english.get(key) === text &&
          !key.startsWith('language.autonym') &&
          key !== 'app.name' &&
          // A nesting reference ($t(documents.salesOrder)) resolves to the language's own text.
          !/^\$t\([\w.]+\)$/.test(text) &&
          !sameInTranslation[language].includes(key),
      );
      expect(copied, language).toEqual([]);
    }
  });

  it('resolve the nested document type names in every language', async () => {
    const { createInstance } = await import('i18next');
    for (const language of ['en', 'fr', 'ar'] as const) {
      const i18n = createInstance();
      await i18n.init({ lng: language, resources: { [language]: { translation: catalogues[language] } } });
      for (const type of documentTypes)
        expect(i18n.t(`fields.options.objectType.${type.objectId}`)).toBe(i18n.t(type.nameKey));
    }
    expect(catalogues.fr.documents.salesOrder).not.toBe(catalogues.en.documents.salesOrder);
  });

  it('name every document type the product knows', () => {
    const english = new Map(leaves(catalogues.en));
    for (const type of documentTypes) expect(english.get(type.nameKey), type.nameKey).toBe(type.name);
  });
});
