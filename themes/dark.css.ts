import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens } from './dark-tokens';

export const darkTheme = createTheme(vars, darkTokens, 'dark');
