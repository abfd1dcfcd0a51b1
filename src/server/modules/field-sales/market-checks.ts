import type { FieldTexts } from '../../errors/app-error';
import { said } from '../../errors/local-text';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * What is wrong with an outlet's position: a position is both coordinates or neither (an outlet not
 * yet located has none). Each coordinate's range is its field's (the resource definition); the
 * database checks all of it again.
 */
export function outletPositionProblems(outlet: { Latitude?: unknown; Longitude?: unknown }): FieldTexts {
  const hasLatitude = !blank(outlet.Latitude);
  const hasLongitude = !blank(outlet.Longitude);
  if (hasLatitude === hasLongitude) return {};
  return hasLatitude
    ? { Longitude: [said('positionBothOrNone')] }
    : { Latitude: [said('positionBothOrNone')] };
}

/** A choice question's choices, one a line, without blank lines or spaces at either end. */
export const choicesOf = (text: unknown): string[] =>
  typeof text === 'string'
    ? text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
    : [];

/** A choice question offers at least two choices; the other kinds have none. */
export function surveyQuestionProblems(question: { AnswerKind?: unknown; Choices?: unknown }): FieldTexts {
  if (question.AnswerKind === 'C' && choicesOf(question.Choices).length < 2)
    return { Choices: [said('choicesNeeded')] };
  return {};
}

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Working hours are HH:MM on a 24-hour clock, the end after the start (a shift does not cross midnight). */
export function gpsSettingsProblems(settings: { WorkStart?: unknown; WorkEnd?: unknown }): FieldTexts {
  const start = String(settings.WorkStart ?? '');
  const end = String(settings.WorkEnd ?? '');
  const problems: FieldTexts = {};
  if (!clockTime.test(start)) problems.WorkStart = [said('clockTime')];
  if (!clockTime.test(end)) problems.WorkEnd = [said('clockTime')];
  if (!Object.keys(problems).length && end <= start) problems.WorkEnd = [said('workEndAfterStart')];
  return problems;
}
