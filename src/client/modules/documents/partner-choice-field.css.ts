import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

/** A chosen address as the document will carry it, line by line, under its choice. */
export const choiceText = style({
  margin: 0,
  minBlockSize: '1lh',
  whiteSpace: 'pre-line',
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});
