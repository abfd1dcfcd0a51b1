import { useSignals } from '@preact/signals-react/runtime';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { PaneId } from '../../workspace/layout-tree';
import { type DiscardQuestion, discardQuestionSignal, lastPaneFocus } from './discard-prompt';

type TitleOf = (id: PaneId) => string;

/**
 * Asks whether to discard unsaved changes before a pane closes, its page is left or the user
 * signs out, whenever discard-prompt.ts has a question.
 */
export function DiscardChangesDialog({ titleOf }: { titleOf: TitleOf }) {
  useSignals();
  const question = discardQuestionSignal.value;
  return question === null ? null : <DiscardQuestionDialog question={question} titleOf={titleOf} />;
}

/**
 * "Keep editing" (focused, and Escape) changes nothing and puts focus back where the user was
 * typing, even when the question came from a title bar or the palette; "Discard changes" lets
 * the action go on.
 */
function DiscardQuestionDialog({ question, titleOf }: { question: DiscardQuestion; titleOf: TitleOf }) {
  const { t } = useTranslation();
  const kept = useRef(false);
  const [first] = question.paneIds;
  return (
    <ConfirmDialog
      title={t('workspace.discard.title')}
      description={describe(question, titleOf, t)}
      confirmLabel={t('workspace.discard.discard')}
      cancelLabel={t('workspace.discard.keep')}
      onConfirm={() => question.answer(true)}
      onCancel={() => {
        kept.current = true;
        question.answer(false);
      }}
      returnFocus={() => (kept.current && first !== undefined ? lastPaneFocus(first) : undefined)}
    />
  );
}

/** What is lost, naming the panes by their pages where it can. */
function describe(question: DiscardQuestion, titleOf: TitleOf, t: TFunction): string {
  const titles = question.paneIds.map(titleOf).filter(Boolean);
  if (question.reason === 'sign-out') return t('workspace.discard.signOut');
  if (question.reason === 'close' && titles.length === 1)
    return t('workspace.discard.closeNamed', { title: titles[0] });
  if (question.reason === 'leave' && titles.length > 0) return t('workspace.discard.leaveNamed', { titles });
  return t(`workspace.discard.${question.reason}`);
}
