import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import type { Skin } from './skin-names';

/** On the root element: `bordered` draws edges where `default` casts shadows. */
export const skinClasses: Record<Skin, string> = {
  default: style({}, 'skinDefault'),
  bordered: style({}, 'skinBordered'),
};

// The element selector outranks the theme class that also sets these variables on <html>.
globalStyle(`html.${skinClasses.bordered}`, {
  vars: {
    [vars.color.shadow]: 'transparent',
    [vars.color.border]: vars.color.borderStrong,
  },
});
