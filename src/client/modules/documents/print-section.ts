/** The attribute that marks the one section a print shows. */
export const printingAttribute = 'data-printing';

/**
 * Browser print of one screen: the section is marked while the print dialog is open, and the
 * print stylesheet (documents.css.ts) shows it alone, without the shell, panes or buttons.
 */
export function printSection(section: Element | null): void {
  if (!section) {
    window.print();
    return;
  }
  section.setAttribute(printingAttribute, '');
  const done = () => section.removeAttribute(printingAttribute);
  window.addEventListener('afterprint', done, { once: true });
  window.print();
  // Browsers that print synchronously have printed by now; afterprint may never come in some.
  setTimeout(done, 0);
}
