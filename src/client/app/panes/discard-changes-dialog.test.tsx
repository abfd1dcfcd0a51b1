// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dirtyIds, registerDirty } from '../../forms/use-dirty-guard';
import { changeLanguage, setupI18n } from '../../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../../testing/accessible-queries';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { discardQuestionSignal, rememberPaneFocus, whenDiscarded } from './discard-prompt';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root;
let container: HTMLElement;
let field: HTMLInputElement;
let closeButton: HTMLButtonElement;

const titles: Record<string, string> = { p1: 'Item I000001' };
const dialog = () => getByRole(document.body, 'alertdialog', { name: 'Discard unsaved changes?' });
const button = (name: string) => getByRole(dialog(), 'button', { name });
const click = (name: string) =>
  act(async () => {
    const target = button(name);
    if (target instanceof HTMLElement) target.click();
  });

/** The title bar's close button asks about the pane p1, whose form field the user was typing in. */
async function askFromTitleBar(proceed: () => void) {
  registerDirty('p1/form', true);
  field.focus();
  rememberPaneFocus('p1', field);
  closeButton.focus();
  await act(async () => whenDiscarded('close', ['p1'], proceed));
}

async function press(key: string) {
  await act(async () => {
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
    );
  });
}

describe('the discard changes dialog', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  beforeEach(async () => {
    container = document.createElement('div');
    field = document.createElement('input');
    closeButton = document.createElement('button');
    document.body.append(field, closeButton, container);
    root = createRoot(container);
    await act(async () => root.render(<DiscardChangesDialog titleOf={(id) => titles[id] ?? ''} />));
  });
  afterEach(async () => {
    await act(async () => discardQuestionSignal.value?.answer(false));
    for (const id of dirtyIds()) registerDirty(id, false);
    await act(async () => root.unmount());
    document.body.replaceChildren();
    await changeLanguage('en', undefined);
  });

  it('is an alert dialog named by its question, describing what is lost, with Keep editing focused', async () => {
    await askFromTitleBar(vi.fn());
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    const described = document.getElementById(dialog().getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(
      '“Item I000001” has changes that are not saved. Closing the pane loses them.',
    );
    expect(document.activeElement).toBe(button('Keep editing'));
    expect(button('Discard changes')).toBeTruthy();
  });

  it('stays on Escape: nothing happens and focus goes back to the form, not the title bar', async () => {
    const proceed = vi.fn();
    await askFromTitleBar(proceed);
    await press('Escape');
    expect(queryAllByRole(document.body, 'alertdialog')).toEqual([]);
    expect(proceed).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
  });

  it('stays on Keep editing the same way', async () => {
    const proceed = vi.fn();
    await askFromTitleBar(proceed);
    await click('Keep editing');
    expect(proceed).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
  });

  it('goes on with Discard changes', async () => {
    const proceed = vi.fn();
    await askFromTitleBar(proceed);
    await click('Discard changes');
    expect(proceed).toHaveBeenCalledOnce();
    expect(queryAllByRole(document.body, 'alertdialog')).toEqual([]);
  });

  it('asks in the user’s language, naming every pane a layout change would take away', async () => {
    await changeLanguage('fr', undefined);
    registerDirty('p1/form', true);
    await act(async () => whenDiscarded('leave', ['p1'], vi.fn()));
    const frDialog = getByRole(document.body, 'alertdialog', {
      name: 'Abandonner les modifications non enregistrées ?',
    });
    expect(document.getElementById(frDialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Les modifications non enregistrées de Item I000001 seront perdues si vous continuez.',
    );
    expect(getByRole(frDialog, 'button', { name: 'Continuer la saisie' })).toBe(document.activeElement);
  });
});
