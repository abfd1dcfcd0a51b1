/** Specification section 4: the two skins. */
export const skins = ['default', 'bordered'] as const;
export type Skin = (typeof skins)[number];
