import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentFormat } from '../../../shared/documents/document-format';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import { sessionSignal } from '../../session/session-state';

export type { DocumentFormat };

/** The language and display decimals the document screens format with. */
export function useDocumentFormat(): DocumentFormat {
  useSignals();
  const { i18n } = useTranslation();
  const session = sessionSignal.value;
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const sumDec = session.status === 'signed-in' ? session.user.oadm.SumDec : 2;
  const priceDec = session.status === 'signed-in' ? session.user.oadm.PriceDec : 2;
  // One object per language and decimals: grid columns built from it are rebuilt only then.
  return useMemo(() => ({ language, sumDec, priceDec }), [language, sumDec, priceDec]);
}
