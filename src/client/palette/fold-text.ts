/**
 * Search text folding shared by the ranking and the go-to grammar: lower case, combining marks
 * removed after NFD (é -> e, and Arabic harakat and hamza marks, so أمر finds امر), the Arabic
 * tatweel removed, Arabic-Indic digits made ASCII, and runs of white space made one space.
 */
const marks = /[\p{M}\u0640]/gu;
const arabicDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;
const spaces = /\s+/g;

const asciiDigit = (digit: string) => {
  const code = digit.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
};

/** Printable ASCII with single inner spaces: nothing to fold but the case. */
const plainAscii = /^[!-~]+( [!-~]+)*$/;

export function foldText(text: string): string {
  // Most titles are plain ASCII: skipping NFD and the replacements makes indexing 20,000 entries cheap.
  if (plainAscii.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(marks, '')
    .replace(arabicDigits, asciiDigit)
    .toLowerCase()
    .replace(spaces, ' ')
    .trim();
}

/**
 * True for characters that separate words: ASCII punctuation and space, and the common
 * non-ASCII spaces and punctuation (Arabic comma, semicolon and question mark included). Letters
 * and digits of any script are word characters.
 */
export function isWordBoundary(code: number): boolean {
  if (code < 128) {
    return !((code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90));
  }
  return (
    code === 0x00a0 ||
    code === 0x00ab ||
    code === 0x00bb ||
    code === 0x00b7 ||
    code === 0x00d7 ||
    (code >= 0x2000 && code <= 0x206f) ||
    code === 0x3000 ||
    code === 0x060c ||
    code === 0x061b ||
    code === 0x061f ||
    (code >= 0x066a && code <= 0x066d) ||
    code === 0x06d4
  );
}
