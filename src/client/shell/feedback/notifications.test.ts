import { afterEach, describe, expect, it } from 'vitest';
import { dismiss, notificationsSignal, notify } from './notifications';

describe('the notification queue', () => {
  afterEach(() => {
    notificationsSignal.value = [];
  });

  it('queues a success with no text of its own and a 6000 ms timeout by default', () => {
    const id = notify();
    expect(notificationsSignal.value).toEqual([{ id, text: undefined, type: 'success', timeout: 6000 }]);
  });

  it('keeps the text, type and timeout it is given', () => {
    const id = notify({ text: 'Order 42 could not be saved', type: 'error', timeout: 10_000 });
    expect(notificationsSignal.value).toEqual([
      { id, text: 'Order 42 could not be saved', type: 'error', timeout: 10_000 },
    ]);
  });

  it('gives every notification its own id and keeps them in order', () => {
    const first = notify({ text: 'one' });
    const second = notify({ text: 'two' });
    expect(first).not.toBe(second);
    expect(notificationsSignal.value.map((item) => item.text)).toEqual(['one', 'two']);
  });

  it('dismisses only the notification it names', () => {
    const first = notify({ text: 'one' });
    notify({ text: 'two' });
    dismiss(first);
    expect(notificationsSignal.value.map((item) => item.text)).toEqual(['two']);
  });

  it('ignores an id that is not queued', () => {
    notify({ text: 'one' });
    const before = notificationsSignal.value;
    dismiss('notification-unknown');
    expect(notificationsSignal.value).toBe(before);
  });
});
