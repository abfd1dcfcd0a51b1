import { describe, expect, it } from 'vitest';
import type { GatePassSummary } from '../../../shared/api/gate-pass';
import { translatorFor } from '../../../shared/i18n/translator';
import type { DeskScan } from './desk-scan';
import { announcement } from './result-words';

const t = translatorFor('en');
const pass = {
  DocEntry: 4,
  DocNum: 12,
  PassType: 'visitor',
  ScanCode: 'GP-12',
  CarrierName: 'Ana Ruiz',
  PlateNum: 'AB-123',
} as GatePassSummary;
const scan = (overrides: Partial<DeskScan>): DeskScan => ({
  ScanId: '1',
  GateCode: 'G1',
  Code: 'GP-12',
  Direction: 'O',
  ScannedAt: '2026-11-28T10:00:00Z',
  Mode: 'online',
  Result: 'valid',
  Pass: pass,
  First: null,
  Sent: true,
  ...overrides,
});

describe('what a screen reader hears of a scan', () => {
  it('says the result, what to do and what may pass', () => {
    expect(announcement(t, scan({}), 'en', false)).toBe(
      'Valid. Let it through. This pass may go Out here. Pass GP-12, Visitor, Carrier Ana Ruiz, Plate AB-123',
    );
  });

  it('says a refusal and why, and that the gate is in backup mode', () => {
    const unknown = scan({
      Mode: 'backup',
      Result: undefined,
      OfflineResult: 'not_existing',
      Pass: null,
      Code: 'GP-9',
    });
    expect(announcement(t, unknown, 'en', true)).toBe(
      'Backup mode. Not existing. Stop: do not let through. No pass has the code GP-9.',
    );
    const again = scan({ Result: 'duplicate', First: { GateCode: 'G2', ScannedAt: '2026-11-28T09:00:00Z' } });
    expect(announcement(t, again, 'en', false)).toMatch(
      /^Already scanned\. Stop: already through\. First scanned .* at gate G2\./,
    );
  });
});
