import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const workspace = style({
  position: 'relative',
  flex: 1,
  minBlockSize: '24rem',
  blockSize: '100%',
});

export const mosaic = style({ background: vars.color.background });

globalStyle(`${mosaic} .mosaic-tile`, { margin: '3px' });
globalStyle(`${mosaic} .mosaic-split:hover`, { background: vars.color.primary });

// A maximised pane takes the whole workspace; the others stay mounted, with their state, unseen.
// No z-index: the others are hidden, so none is needed, and one would make the tile a stacking
// context that keeps its dialogs (fixed, above everything) under the app's top bar.
globalStyle(`${workspace}[data-maximized] .mosaic-tile:has([data-maximized])`, {
  inset: '0 !important',
});
globalStyle(`${workspace}[data-maximized] .mosaic-tile:not(:has([data-maximized]))`, {
  visibility: 'hidden',
});
globalStyle(`${workspace}[data-maximized] .mosaic-split`, { display: 'none' });
