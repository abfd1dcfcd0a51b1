import { isModalScope, isScope, type Scope, scopeAttribute } from './key-scope';

/** Inputs that take no typing: a key on them means nothing to the field. */
const untypedInputs = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether the element takes typed text, so a plain letter or arrow belongs to it. */
export function isFormField(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.localName;
  if (tag === 'input') return !untypedInputs.has(element.getAttribute('type') ?? 'text');
  if (tag === 'textarea' || tag === 'select') return true;
  return element.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

const isAriaModal = (element: Element) =>
  element.getAttribute('role') === 'dialog' && element.getAttribute('aria-modal') === 'true';

function declaredScope(element: Element): Scope | undefined {
  const declared = element.getAttribute(scopeAttribute);
  if (isScope(declared)) return declared;
  return isAriaModal(element) ? 'dialog' : undefined;
}

/**
 * The scopes that hear a key typed on `target`, innermost first, ending with 'global'. A modal
 * dialog or the palette ends the chain without 'global': keys typed inside it stay inside it.
 */
export function activeScopes(target: Element | null): Scope[] {
  const chain: Scope[] = isFormField(target) ? ['form'] : [];
  for (let element = target; element; element = element.parentElement) {
    const scope = declaredScope(element);
    if (scope === undefined) continue;
    if (!chain.includes(scope)) chain.push(scope);
    if (isModalScope(scope) || isAriaModal(element)) return chain;
  }
  if (!chain.includes('global')) chain.push('global');
  return chain;
}
