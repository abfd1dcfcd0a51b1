import { describe, expect, it } from 'vitest';
import { ipRangeMessages } from '../../../shared/api/security';
import { importRowProblems } from './import-problems';

describe('importRowProblems', () => {
  it('reads the rows of a refused import in order, with their columns and problem keys', () => {
    expect(
      importRowProblems({
        'row.12': [`range: ${ipRangeMessages.badRange}`],
        'row.3': [`group: ${ipRangeMessages.notGroup}`, 'user: something new'],
        'row.1': [ipRangeMessages.header],
      }),
    ).toEqual([
      { row: 1, problems: [{ key: 'header' }] },
      {
        row: 3,
        problems: [
          { column: 'group', key: 'notGroup' },
          { column: 'user', key: 'other' },
        ],
      },
      { row: 12, problems: [{ column: 'range', key: 'badRange' }] },
    ]);
  });

  it('ignores fields that are not rows', () => {
    expect(importRowProblems({ csv: ['is required'] })).toEqual([]);
  });
});
