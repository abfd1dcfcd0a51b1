import { describe, expect, it } from 'vitest';
import { databaseInputError } from './database-input-errors';

/** What node-postgres throws, wrapped as Drizzle wraps it. */
const failed = (fields: Record<string, string>) =>
  Object.assign(new Error('Failed query: insert into ...'), {
    cause: Object.assign(new Error('db'), fields),
  });

describe('database failures caused by input', () => {
  it('answers a NOT NULL violation as a field error named as the wire names the column', () => {
    expect(databaseInputError(failed({ code: '23502', table: 'documents', column: 'card_code' }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request has a value the database cannot store.',
      fields: { CardCode: ['is required'] },
    });
  });

  it('answers a NUL character, a number out of range and a text too long as 400 on the whole request', () => {
    for (const code of ['22021', '22P05', '22003', '22001', '22P02', '22007', '22008', '23514', '54000'])
      expect(databaseInputError(failed({ code }))?.code, code).toBe('VALIDATION_FAILED');
    expect(databaseInputError(failed({ code: '22003' }))?.fields).toEqual({
      _: ['is out of the range the field holds'],
    });
  });

  it('leaves every other failure to the 500 it is', () => {
    for (const code of ['40001', '57P01', '08006', '42P01', '23505'])
      expect(databaseInputError(failed({ code })), code).toBeUndefined();
    expect(databaseInputError(new Error('socket closed'))).toBeUndefined();
  });
});
