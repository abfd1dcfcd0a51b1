import type { Signal } from '@preact/signals-react';
import { afterAll } from 'vitest';
import { notificationsOpenSignal } from '../modules/notifications/notifications-open';
import { announcementsSignal } from '../app/feedback/live-announcer';
import { notificationsSignal } from '../app/feedback/notifications';
import { discardQuestionSignal } from '../app/workspace/discard-prompt';
import { workspaceSignal } from '../app/workspace/workspace-store';
import { sessionSignal } from '../session/session-state';

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
