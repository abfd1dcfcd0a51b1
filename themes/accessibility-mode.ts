/** The body class of accessibility mode (specification section 4), shared by styles and preferences. */
export const accessibilityModeClass = 'accessibility-mode';
