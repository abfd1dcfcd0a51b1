import { assignVars, globalStyle } from '@vanilla-extract/css';
import { accessibilityModeClass } from './accessibility-mode';
import { darkAccessibleTokens, lightAccessibleTokens } from './accessibility-tokens';
import { vars } from './contract.css';
import { darkTheme } from './dark.css';
import { darkTokens } from './dark-tokens';
import { lightTheme } from './light.css';
import { lightTokens } from './light-tokens';
import { semiDarkNavClass } from './semi-dark-nav.css';
import { changedVars } from './theme-tokens';

const mode = `body.${accessibilityModeClass}`;

// Only the variables that change are redeclared, so the skin's shadow and border choices survive.
globalStyle(`.${lightTheme} ${mode}`, { vars: changedVars(vars, lightTokens, lightAccessibleTokens) });
globalStyle(`.${darkTheme} ${mode}`, { vars: changedVars(vars, darkTokens, darkAccessibleTokens) });
globalStyle(`.${lightTheme}.${semiDarkNavClass} ${mode}`, {
  vars: assignVars(vars.nav, darkAccessibleTokens.nav),
});

// Every focused element, not only keyboard focus: some users steer a pointer and need to see it too.
globalStyle(`${mode} :focus`, {
  outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle(`${mode}, ${mode} *, ${mode} *::before, ${mode} *::after`, {
  animation: 'none !important',
  transition: 'none !important',
  scrollBehavior: 'auto',
});

globalStyle(`html:has(> ${mode})`, { scrollBehavior: 'auto' });
