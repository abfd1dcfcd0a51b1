import { signal } from '@preact/signals-react';

/** Whether the notifications sheet is open: the bell, Alt+Shift+1 and the palette all set it. */
export const notificationsOpenSignal = signal(false);
