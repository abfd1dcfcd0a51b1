import { describe, expect, it } from 'vitest';
import { changedVars, tokenEntries } from './theme-tokens';

const contract = {
  color: { primary: 'var(--primary)', text: 'var(--text)' },
  nav: { active: 'var(--nav-active)' },
};
const base = { color: { primary: '#2563EB', text: '#0F172A' }, nav: { active: 'var(--primary)' } };

describe('theme token helpers', () => {
  it('pair every contract variable with its value, nested groups included', () => {
    expect(tokenEntries(contract, base)).toEqual([
      ['var(--primary)', '#2563EB'],
      ['var(--text)', '#0F172A'],
      ['var(--nav-active)', 'var(--primary)'],
    ]);
  });

  it('redeclare what changes, and what points at another variable so it resolves against the override', () => {
    const next = { ...base, color: { ...base.color, primary: '#1E3A8A' } };
    expect(changedVars(contract, base, next)).toEqual({
      'var(--primary)': '#1E3A8A',
      'var(--nav-active)': 'var(--primary)',
    });
  });
});
