import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens } from './dark-tokens';
import { lightTheme } from './light.css';

/** On the root element beside the theme class: the navigation takes dark colours, the rest stays. */
export const semiDarkNavClass = style({}, 'semiDarkNav');

// Both classes sit on the same element: two classes outrank the theme's one whatever the CSS order.
// In the dark theme the navigation is dark already, so only the light theme needs the rule.
globalStyle(`.${lightTheme}.${semiDarkNavClass}`, { vars: assignVars(vars.nav, darkTokens.nav) });
