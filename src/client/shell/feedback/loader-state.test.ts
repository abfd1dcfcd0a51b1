import { afterEach, describe, expect, it } from 'vitest';
import { hideLoader, loaderActive, showLoader, withLoader } from './loader-state';

describe('the global loader', () => {
  afterEach(() => {
    while (loaderActive.value) hideLoader();
  });

  it('is off until someone shows it', () => {
    expect(loaderActive.value).toBe(false);
    showLoader();
    expect(loaderActive.value).toBe(true);
    hideLoader();
    expect(loaderActive.value).toBe(false);
  });

  it('stays on until the outermost of nested show and hide pairs ends', () => {
    showLoader();
    showLoader();
    hideLoader();
    expect(loaderActive.value).toBe(true);
    hideLoader();
    expect(loaderActive.value).toBe(false);
  });

  it('ignores a hide without a matching show, so the next show still turns it on', () => {
    hideLoader();
    hideLoader();
    showLoader();
    expect(loaderActive.value).toBe(true);
  });

  it('is on while a wrapped promise runs and passes its value on', async () => {
    let finish: (value: string) => void = () => undefined;
    const work = withLoader(new Promise<string>((resolve) => (finish = resolve)));
    expect(loaderActive.value).toBe(true);
    finish('saved');
    await expect(work).resolves.toBe('saved');
    expect(loaderActive.value).toBe(false);
  });

  it('turns off when the wrapped promise fails and passes the failure on', async () => {
    const failure = new Error('refused');
    await expect(withLoader(Promise.reject(failure))).rejects.toBe(failure);
    expect(loaderActive.value).toBe(false);
  });

  it('keeps the loader on for a wrapped promise inside an outer show', async () => {
    showLoader();
    await withLoader(Promise.resolve(1));
    expect(loaderActive.value).toBe(true);
  });
});
