/**
 * Where the focus lands in a page the pane opened on its own (after saving a new document, the
 * stored document replaces the editor that had the focus): the element the page marks with
 * `data-focus-landing` (its first tab stop when the mark is on a wrapper), else its first heading.
 */
export function focusLandingIn(container: Element, markedOnly = false): HTMLElement | null {
  const marked = container.querySelector<HTMLElement>('[data-focus-landing]');
  if (marked)
    return marked.hasAttribute('tabindex') ? marked : marked.querySelector<HTMLElement>('[tabindex="0"]');
  if (markedOnly) return null;
  const heading = container.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

const lostIn = (document: Document, container: Element, before: Element | null) => {
  const focus = document.activeElement;
  if (!focus || focus === document.body) return 'lost';
  // The workspace put the focus on the pane itself (opening a page in it): a page that marks
  // where the focus belongs takes it.
  if (focus.contains(container)) return 'pane';
  // The page that had the focus may not be gone yet: wait for it to go.
  return focus === before && focus.isConnected ? 'waiting' : 'elsewhere';
};

/**
 * Once the pane's page changed, puts the focus on the new page's landing if the focus fell to
 * <body> with the old page (or the workspace put it on the pane, and the page marks a landing),
 * as soon as the landing shows (the page may still be loading). Gives up
 * when the focus went somewhere on its own (the page or the user put it there) or after
 * `timeoutMs`. Returns the function that stops waiting.
 */
export function landFocusWhenReady(container: HTMLElement, timeoutMs = 5000): () => void {
  const document = container.ownerDocument;
  const before = document.activeElement;
  const View = document.defaultView;
  let stopped = false;
  const observer = View ? new View.MutationObserver(() => attempt()) : undefined;
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    stopped = true;
    observer?.disconnect();
    clearTimeout(timer);
  }
  function attempt() {
    if (stopped) return;
    const state = lostIn(document, container, before);
    if (state === 'elsewhere') return stop();
    if (state === 'waiting') return;
    const landing = focusLandingIn(container, state === 'pane');
    if (!landing) return;
    landing.focus();
    stop();
  }
  observer?.observe(container, { childList: true, subtree: true });
  attempt();
  return stop;
}
