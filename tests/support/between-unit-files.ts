import type { Signal } from '@preact/signals-react';
import { afterAll } from 'vitest';
import { discardQuestionSignal } from '../../src/client/app/panes/discard-prompt';
import { workspaceSignal } from '../../src/client/app/panes/workspace-store';
import { notificationsOpenSignal } from '../../src/client/modules/notifications/notifications-open';
import { sessionSignal } from '../../src/client/session/session-state';
import { announcementsSignal } from '../../src/client/shell/feedback/live-announcer';
import { notificationsSignal } from '../../src/client/shell/feedback/notifications';

/**
 * Unit files share one module registry per worker (isolate: false, for speed), so state a module
 * keeps at its top level outlives the file that set it. Every such signal is listed here and put
 * back to the value it had when first loaded, after each file.
 */
const moduleSignals: Signal<unknown>[] = [
  notificationsSignal,
  notificationsOpenSignal,
  announcementsSignal,
  discardQuestionSignal,
  workspaceSignal,
  sessionSignal,
] as Signal<unknown>[];

const initialValues = moduleSignals.map((moduleSignal) => moduleSignal.peek());

afterAll(() => {
  moduleSignals.forEach((moduleSignal, index) => {
    moduleSignal.value = initialValues[index];
  });
  if (typeof document !== 'undefined') document.body.replaceChildren();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
