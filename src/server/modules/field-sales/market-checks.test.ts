import { describe, expect, it } from 'vitest';
import {
  choicesOf,
  gpsSettingsProblems,
  outletPositionProblems,
  surveyQuestionProblems,
} from './market-checks';

const fieldsOf = (problems: object) => Object.keys(problems).sort();

describe('the market setup checks', () => {
  it('take an outlet position as both coordinates or neither', () => {
    expect(fieldsOf(outletPositionProblems({}))).toEqual([]);
    expect(fieldsOf(outletPositionProblems({ Latitude: null, Longitude: '' }))).toEqual([]);
    expect(fieldsOf(outletPositionProblems({ Latitude: '51.5', Longitude: '-0.12' }))).toEqual([]);
    expect(fieldsOf(outletPositionProblems({ Latitude: '51.5' }))).toEqual(['Longitude']);
    expect(fieldsOf(outletPositionProblems({ Longitude: 0 }))).toEqual(['Latitude']);
  });

  it('ask a choice question for two choices at least, and no other kind for any', () => {
    expect(choicesOf(' Yes \n\n No \n')).toEqual(['Yes', 'No']);
    expect(fieldsOf(surveyQuestionProblems({ AnswerKind: 'C', Choices: 'Only one' }))).toEqual(['Choices']);
    expect(fieldsOf(surveyQuestionProblems({ AnswerKind: 'C', Choices: 'Shelf\nFloor' }))).toEqual([]);
    expect(fieldsOf(surveyQuestionProblems({ AnswerKind: 'N' }))).toEqual([]);
  });

  it('take working hours as HH:MM with the end after the start', () => {
    expect(fieldsOf(gpsSettingsProblems({ WorkStart: '08:00', WorkEnd: '18:00' }))).toEqual([]);
    expect(fieldsOf(gpsSettingsProblems({ WorkStart: '8', WorkEnd: '24:00' }))).toEqual([
      'WorkEnd',
      'WorkStart',
    ]);
    expect(fieldsOf(gpsSettingsProblems({ WorkStart: '18:00', WorkEnd: '08:00' }))).toEqual(['WorkEnd']);
    expect(fieldsOf(gpsSettingsProblems({ WorkStart: '09:00', WorkEnd: '09:00' }))).toEqual(['WorkEnd']);
  });
});
