/**
 * Finds elements the way a screen reader does: by role and accessible name. A small subset of
 * WAI-ARIA and HTML-AAM covering the elements our screens use, so component tests assert what a
 * user perceives without pulling in a DOM testing library.
 */

export interface RoleQuery {
  /** The accessible name: a string matches exactly (whitespace collapsed), a RegExp is tested. */
  name?: string | RegExp;
  /** For headings. */
  level?: number;
}

/** These sectioning ancestors stop a header or footer from being the page's banner or contentinfo. */
const sectioning = 'article, aside, main, nav, section';

const implicitRoles: Record<string, (element: Element) => string | undefined> = {
  a: (element) => (element.hasAttribute('href') ? 'link' : undefined),
  button: () => 'button',
  dd: () => 'definition',
  dt: () => 'term',
  footer: (element) => (element.parentElement?.closest(sectioning) ? undefined : 'contentinfo'),
  form: () => 'form',
  header: (element) => (element.parentElement?.closest(sectioning) ? undefined : 'banner'),
  input: (element) => inputRole(element.getAttribute('type') ?? 'text'),
  li: () => 'listitem',
  main: () => 'main',
  nav: () => 'navigation',
  ol: () => 'list',
  option: () => 'option',
  section: (element) => (hasAuthoredName(element) ? 'region' : undefined),
  select: (element) =>
    element.hasAttribute('multiple') || Number(element.getAttribute('size') ?? '0') > 1
      ? 'listbox'
      : 'combobox',
  textarea: () => 'textbox',
  ul: () => 'list',
};

function inputRole(type: string): string | undefined {
  if (type === 'search') return 'searchbox';
  if (['text', 'email', 'tel', 'url'].includes(type)) return 'textbox';
  if (type === 'checkbox' || type === 'radio') return type;
  if (['button', 'submit', 'reset'].includes(type)) return 'button';
  // A password field has no role in ARIA; it is found by its label instead.
  return undefined;
}

/** Roles whose name may come from their text (WAI-ARIA "name from content"). */
const nameFromContent = new Set([
  'button',
  'cell',
  'checkbox',
  'heading',
  'link',
  'listitem',
  'menuitem',
  'option',
  'radio',
  'tab',
  'term',
]);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function hasAuthoredName(element: Element): boolean {
  return Boolean(element.getAttribute('aria-labelledby') || element.getAttribute('aria-label')?.trim());
}

export function roleOf(element: Element): string | undefined {
  const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  if (/^h[1-6]$/.test(element.localName)) return 'heading';
  return implicitRoles[element.localName]?.(element);
}

function labelText(element: Element): string | undefined {
  const labels: Element[] = [];
  if (element.id)
    labels.push(
      ...[...element.ownerDocument.querySelectorAll('label')].filter(
        (label) => label.getAttribute('for') === element.id,
      ),
    );
  const wrapping = element.closest('label');
  if (wrapping) labels.push(wrapping);
  return labels.length > 0 ? labels.map((label) => label.textContent ?? '').join(' ') : undefined;
}

export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const parts = labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '');
    return collapse(parts.join(' '));
  }
  const label = element.getAttribute('aria-label');
  if (label?.trim()) return collapse(label);
  if (['input', 'select', 'textarea', 'button'].includes(element.localName)) {
    const fromLabel = labelText(element);
    if (fromLabel !== undefined) return collapse(fromLabel);
  }
  const role = roleOf(element);
  return role && nameFromContent.has(role) ? collapse(element.textContent ?? '') : '';
}

function isHidden(element: Element): boolean {
  return element.closest('[hidden], [aria-hidden="true"]') !== null;
}

function headingLevel(element: Element): number | undefined {
  const authored = element.getAttribute('aria-level');
  if (authored) return Number(authored);
  const tag = /^h([1-6])$/.exec(element.localName);
  return tag ? Number(tag[1]) : undefined;
}

function matchesName(element: Element, name: string | RegExp | undefined): boolean {
  if (name === undefined) return true;
  const actual = accessibleName(element);
  return typeof name === 'string' ? actual === collapse(name) : name.test(actual);
}

export function queryAllByRole(container: ParentNode, role: string, query: RoleQuery = {}): Element[] {
  return [...container.querySelectorAll('*')].filter(
    (element) =>
      roleOf(element) === role &&
      !isHidden(element) &&
      (query.level === undefined || headingLevel(element) === query.level) &&
      matchesName(element, query.name),
  );
}

function describeQuery(role: string, query: RoleQuery): string {
  const name = query.name === undefined ? '' : ` named ${String(query.name)}`;
  const level = query.level === undefined ? '' : ` at level ${query.level}`;
  return `${role}${name}${level}`;
}

/** The one element with this role and name; none or several is a failure that lists what exists. */
export function getByRole(container: ParentNode, role: string, query: RoleQuery = {}): Element {
  const found = queryAllByRole(container, role, query);
  const [only] = found;
  if (found.length === 1 && only) return only;
  const present = queryAllByRole(container, role).map((element) => `"${accessibleName(element)}"`);
  throw new Error(
    `Expected one ${describeQuery(role, query)}, found ${found.length}. Present ${role} names: ${present.join(', ') || 'none'}`,
  );
}
