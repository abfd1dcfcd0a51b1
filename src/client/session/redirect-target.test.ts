import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('goes to the requested path, with its query, after signing in', () => {
    expect(redirectTarget('?redirect=%2Fsales%2Fdoc%2F17%2F5')).toBe('/sales/doc/17/5');
    expect(redirectTarget('?redirect=/inventory/price-list?page=2')).toBe('/inventory/price-list?page=2');
  });

  it('goes to the dashboard without a redirect, or with one that leaves the site or loops', () => {
    for (const search of [
      '',
      '?redirect=',
      '?redirect=https://evil.example/',
      '?redirect=//evil.example',
      '?redirect=/\\evil.example',
      '?redirect=/login',
      '?redirect=javascript:alert(1)',
    ]) {
      expect(redirectTarget(search), search).toBe('/dashboard');
    }
  });
});
