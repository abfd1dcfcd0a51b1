import { afterEach, describe, expect, it, vi } from 'vitest';
import { dirtyIds, registerDirty } from '../../forms/use-dirty-guard';
import { askToDiscard, confirmDiscard, discardQuestionSignal, whenDiscarded } from './discard-prompt';

const question = () => {
  const asked = discardQuestionSignal.value;
  if (asked === null) throw new Error('nothing was asked');
  return asked;
};

describe('asking before unsaved changes are lost', () => {
  afterEach(() => {
    discardQuestionSignal.value?.answer(false);
    for (const id of dirtyIds()) registerDirty(id, false);
  });

  it('goes on at once, without a question, when none of the panes holds unsaved changes', () => {
    registerDirty('pane-2/form', true);
    const proceed = vi.fn();
    whenDiscarded('close', ['pane-1'], proceed);
    expect(proceed).toHaveBeenCalledOnce();
    expect(discardQuestionSignal.value).toBeNull();
  });

  it('asks about the panes that hold unsaved changes, and goes on only when told to discard them', () => {
    registerDirty('pane-2/form', true);
    const proceed = vi.fn();
    whenDiscarded('leave', ['pane-1', 'pane-2'], proceed);
    expect(proceed).not.toHaveBeenCalled();
    expect(question()).toMatchObject({ reason: 'leave', paneIds: ['pane-2'] });
    question().answer(true);
    expect(proceed).toHaveBeenCalledOnce();
    expect(discardQuestionSignal.value).toBeNull();
  });

  it('does nothing when the user keeps editing', () => {
    registerDirty('pane-1/form', true);
    const proceed = vi.fn();
    whenDiscarded('close', ['pane-1'], proceed);
    question().answer(false);
    expect(proceed).not.toHaveBeenCalled();
    expect(discardQuestionSignal.value).toBeNull();
  });

  it('asks before signing out when anything at all is unsaved, in a pane or not', () => {
    const proceed = vi.fn();
    whenDiscarded('sign-out', 'all', proceed);
    expect(proceed).toHaveBeenCalledOnce();
    registerDirty('«r1»', true);
    whenDiscarded('sign-out', 'all', proceed);
    expect(question()).toMatchObject({ reason: 'sign-out', paneIds: [] });
    question().answer(true);
    expect(proceed).toHaveBeenCalledTimes(2);
  });

  it('keeps one question at a time: an action asked for meanwhile is dropped', () => {
    registerDirty('pane-1/form', true);
    const first = vi.fn();
    const second = vi.fn();
    askToDiscard('close', ['pane-1'], first);
    askToDiscard('leave', ['pane-1'], second);
    expect(second).toHaveBeenCalledWith(false);
    question().answer(true);
    expect(first).toHaveBeenCalledWith(true);
  });

  it('answers a router blocker with a promise: true to go on, false to stay', async () => {
    await expect(confirmDiscard('leave', ['pane-1'])).resolves.toBe(true);
    registerDirty('pane-1/form', true);
    const staying = confirmDiscard('leave', ['pane-1']);
    question().answer(false);
    await expect(staying).resolves.toBe(false);
  });
});
