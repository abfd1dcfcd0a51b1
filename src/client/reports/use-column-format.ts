import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage } from '../i18n/i18n-setup';
import { sessionSignal } from '../session/session-state';
import type { ColumnFormat } from './report-column';

/** How this user reads a report's cells: their language and the company's SumDec. */
export function useColumnFormat(): ColumnFormat {
  useSignals();
  const { t, i18n } = useTranslation();
  const session = sessionSignal.value;
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const sumDec = session.status === 'signed-in' ? session.user.oadm.SumDec : 2;
  // One object per change, so that columns built from it are built once per change too.
  return useMemo(() => ({ t, language, sumDec }), [t, language, sumDec]);
}
