import { allParsingInstructions, MongoQueryParser } from '@ucast/mongo';

// $where runs code: never accepted in a stored rule.
const { $where: _, ...instructions } = allParsingInstructions;
const parser = new MongoQueryParser(instructions);
const known = new Set(Object.keys(instructions));

function unsupportedOperator(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = unsupportedOperator(item);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object' || value instanceof RegExp || value instanceof Date)
    return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.startsWith('$') && !known.has(key)) return key;
    const found = unsupportedOperator(inner);
    if (found) return found;
  }
  return undefined;
}

/**
 * Checks a rule's conditions with the parser CASL's ability is built on, so a rule that saves is
 * a rule that evaluates. Answers the parser's message for each case of specification section 5:
 * array operators need an array, and/or/nor at least one element, size a number, exists a
 * boolean, mod two numbers, comparisons a string, number or date, regex a regular expression or
 * a string, not a regex or an object of operators, element-match an object; and an operator
 * the parser does not know is refused rather than read as a value.
 */
export function conditionsError(conditions: unknown): string | undefined {
  if (conditions === undefined) return undefined;
  if (conditions === null || typeof conditions !== 'object' || Array.isArray(conditions)) {
    return 'Conditions must be an object of fields and operators.';
  }
  const unknownOperator = unsupportedOperator(conditions);
  if (unknownOperator) return `Unsupported operator "${unknownOperator}"`;
  try {
    parser.parse(conditions);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
