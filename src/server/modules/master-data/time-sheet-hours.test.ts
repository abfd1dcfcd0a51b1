import { describe, expect, it } from 'vitest';
import { wordedFields } from '../../errors/app-error';
import { timeSheetProblems } from './time-sheet-hours';

describe('time sheet hours', () => {
  it('accepts a day from 08:00 to 17:30 with an hour of break', () => {
    expect(wordedFields(timeSheetProblems({ StartTime: '08:00', EndTime: '17:30', Break: 60 }))).toEqual({});
  });

  it('refuses times that are not HH:MM on a 24-hour clock', () => {
    expect(wordedFields(timeSheetProblems({ StartTime: '8:00', EndTime: '24:00' }))).toEqual({
      StartTime: ['must be a time HH:MM'],
      EndTime: ['must be a time HH:MM'],
    });
  });

  it('refuses an end at or before the start', () => {
    expect(wordedFields(timeSheetProblems({ StartTime: '09:00', EndTime: '09:00' }))).toEqual({
      EndTime: ['must be after the start time'],
    });
  });

  it('refuses a break as long as the time worked', () => {
    expect(wordedFields(timeSheetProblems({ StartTime: '09:00', EndTime: '10:00', Break: 60 }))).toEqual({
      Break: ['must be shorter than the time worked'],
    });
  });
});
