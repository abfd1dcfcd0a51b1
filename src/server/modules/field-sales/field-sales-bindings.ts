import { sql } from 'drizzle-orm';
import {
  channelResource,
  distributorResource,
  employeeTimesheetResource,
  gpsLocationResource,
  gpsSettingsResource,
  outletResource,
  surveyQuestionResource,
  surveyResource,
  tierResource,
} from '../../../shared/resources/field-sales';
import {
  channels,
  distributors,
  gpsLocations,
  gpsSettings,
  outlets,
  surveyQuestions,
  surveys,
  tiers,
} from '../../db/schema/field-sales';
import { employeeTimesheet } from '../../db/views/field-sales-views';
import { type FieldTexts, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';
import {
  choicesOf,
  gpsSettingsProblems,
  outletPositionProblems,
  surveyQuestionProblems,
} from './market-checks';

const refuseAny = (problems: FieldTexts) => {
  if (Object.keys(problems).length) throw validationFailed(problems);
};

/**
 * An outlet is a ship-to address of a customer or lead (the address names it by its line), with a
 * position that is both coordinates or neither.
 */
async function checkOutlet(values: Record<string, unknown>, context: WriteContext) {
  refuseAny(outletPositionProblems({ ...context.current, ...values }));
  if (context.action !== 'create') return;
  const { rows } = await context.tx.execute<{ adres_type: string; card_type: string }>(sql`
    select a.adres_type, b.card_type from partner_addresses a
    join business_partners b on b.card_code = a.card_code
    where a.card_code = ${String(values.CardCode ?? '')} and a.line_num = ${Number(values.LineNum)}`);
  const [address] = rows;
  if (address?.adres_type !== 'S') throw validationFailed({ LineNum: [said('notShipToAddress')] });
  if (address.card_type === 'S') throw validationFailed({ CardCode: [said('notCustomer')] });
}

/** A choice question keeps its choices one a line, trimmed; a question of another kind keeps none. */
async function checkSurveyQuestion(values: Record<string, unknown>, context: WriteContext) {
  const merged = { ...context.current, ...values };
  refuseAny(surveyQuestionProblems(merged));
  if (!('Choices' in values) && !('AnswerKind' in values)) return;
  values.Choices = merged.AnswerKind === 'C' ? choicesOf(merged.Choices).join('\n') : null;
}

async function checkGpsSettings(values: Record<string, unknown>, context: WriteContext) {
  refuseAny(gpsSettingsProblems({ ...context.current, ...values }));
}

/** The market setup, outlets and GPS positions of the logistics hub (issue 25). */
export const fieldSalesBindings: ResourceBinding[] = [
  {
    definition: channelResource,
    table: channels,
    protectedBy: [
      { table: outlets, column: outlets.ChannelCode, label: 'outlets' },
      { table: surveys, column: surveys.ChannelCode, label: 'surveys' },
    ],
  },
  {
    definition: tierResource,
    table: tiers,
    protectedBy: [{ table: outlets, column: outlets.TierCode, label: 'outlets' }],
  },
  {
    definition: distributorResource,
    table: distributors,
    protectedBy: [{ table: outlets, column: outlets.DistCode, label: 'outlets' }],
  },
  {
    definition: surveyResource,
    table: surveys,
    // A survey's questions describe only it, so they go with it.
    owns: [{ table: surveyQuestions, column: surveyQuestions.SurveyId }],
  },
  { definition: surveyQuestionResource, table: surveyQuestions, beforeWrite: checkSurveyQuestion },
  { definition: outletResource, table: outlets, beforeWrite: checkOutlet },
  { definition: gpsSettingsResource, table: gpsSettings, beforeWrite: checkGpsSettings },
  { definition: gpsLocationResource, table: gpsLocations },
  { definition: employeeTimesheetResource, table: employeeTimesheet },
];
