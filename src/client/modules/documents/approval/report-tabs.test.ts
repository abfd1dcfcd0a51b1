import { describe, expect, it } from 'vitest';
import { decisionReportTabs, statusReportTabs } from '../../../../shared/api/approval';
import { tabOfPath } from './report-tabs';

describe('the tab a report route shows', () => {
  it('is the last segment of a tab route', () => {
    expect(
      tabOfPath(
        '/administration/approval-process/approval-status-report/authorizer',
        statusReportTabs,
        'pending',
      ),
    ).toBe('authorizer');
    expect(
      tabOfPath(
        '/administration/approval-process/approval-decision-report/rejected',
        decisionReportTabs,
        'pending',
      ),
    ).toBe('rejected');
  });

  it('is the first tab on the report route itself or an unknown one', () => {
    expect(
      tabOfPath('/administration/approval-process/approval-decision-report', decisionReportTabs, 'pending'),
    ).toBe('pending');
    expect(tabOfPath(undefined, statusReportTabs, 'pending')).toBe('pending');
  });
});
