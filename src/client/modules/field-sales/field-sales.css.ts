import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: '1.5rem' });
