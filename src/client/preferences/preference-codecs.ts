import { isHexColour } from '../../../themes/contrast-ratio';

/** Turns stored text into a value and back; `parse` answers undefined for anything unexpected. */
export interface PreferenceCodec<T> {
  parse(stored: string): T | undefined;
  serialize(value: T): string;
}

export function oneOf<const T extends string>(choices: readonly T[]): PreferenceCodec<T> {
  return {
    parse: (stored) => choices.find((choice) => choice === stored),
    serialize: (value) => value,
  };
}

export const booleanCodec: PreferenceCodec<boolean> = {
  parse: (stored) => (stored === 'true' ? true : stored === 'false' ? false : undefined),
  serialize: (value) => String(value),
};

/** Only #RRGGBB: the value ends up in a CSS variable, so nothing else may get through. */
export const hexColourCodec: PreferenceCodec<string> = {
  parse: (stored) => (isHexColour(stored) ? stored.toUpperCase() : undefined),
  serialize: (value) => value,
};
