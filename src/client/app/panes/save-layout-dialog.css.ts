import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const form = style({ display: 'grid', gap: '0.5rem' });
export const problem = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const buttons = style({ display: 'flex', gap: '0.5rem', marginBlockStart: '0.75rem' });
