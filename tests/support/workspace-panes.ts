import type { Page } from 'playwright';

/** The panes in reading order of their labels ("Price Lists, pane 2 of 3"), and the focused one. */
export async function panes(page: Page): Promise<{ titles: string[]; focused: string }> {
  const labels = await page
    .locator('[data-pane-id]')
    .evaluateAll((elements) =>
      elements.map(
        (element) =>
          [element.getAttribute('aria-label') ?? '', element.hasAttribute('data-focused')] as const,
      ),
    );
  const ordered = labels
    .map(([label, focused]) => {
      const match = /^(.*), pane (\d+) of \d+$/.exec(label);
      return { title: match?.[1] ?? label, position: Number(match?.[2] ?? 0), focused };
    })
    .sort((a, b) => a.position - b.position);
  return {
    titles: ordered.map((pane) => pane.title),
    focused: ordered.find((pane) => pane.focused)?.title ?? '',
  };
}
