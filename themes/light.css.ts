import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './light-tokens';

export const lightTheme = createTheme(vars, lightTokens, 'light');
