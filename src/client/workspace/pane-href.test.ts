import { describe, expect, it } from 'vitest';
import { isSafePaneHref } from './pane-href';

describe('the hrefs a pane may show', () => {
  it('accepts our own routes with or without a query', () => {
    expect(isSafePaneHref('/dashboard')).toBe(true);
    expect(isSafePaneHref('/sales/doc/17?DocStatus=O')).toBe(true);
    expect(isSafePaneHref('/inventory/pricing/base-prices/by-item?ItemCode=A00123&at=10:30')).toBe(true);
    expect(isSafePaneHref('/')).toBe(true);
  });

  it('refuses anything a browser could take to another origin', () => {
    for (const href of [
      '//evil.example',
      'https://x',
      '/\\evil',
      '\\\\evil',
      'javascript:alert(1)',
      '/javascript:alert(1)',
      '',
      'dashboard',
      '/\tevil',
      '/a\nb',
      '/a\u0000',
      '/a\u007f',
      '/a\u0085',
    ]) {
      expect(isSafePaneHref(href), JSON.stringify(href)).toBe(false);
    }
  });
});
