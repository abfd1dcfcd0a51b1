/** Makes `%`, `_` and the escape character itself literal in a LIKE pattern (default ESCAPE '\'). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The ILIKE pattern of text at the start of a value. */
export const startsWithPattern = (text: string) => `${escapeLike(text)}%`;

/** The ILIKE pattern of text anywhere in a value. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
