import { type RefObject, useLayoutEffect, useMemo, useState } from 'react';
import { type ColumnFitRule, contentWidth, fitColumns, type TextMeasure } from './column-fit';
import type { GridColumn, GridRow } from './grid-types';

/** The grid's own font, read from the element; a rough 0.6 em a character where nothing is drawn. */
function textMeasureFor(element: HTMLElement): TextMeasure {
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  const size = Number.parseFloat(style?.fontSize ?? '') || 16;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = element.ownerDocument.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  if (!context || !style) return (text) => text.length * size * 0.6;
  const font = (weight: string) => `${style.fontStyle} ${weight} ${style.fontSize} ${style.fontFamily}`;
  const normal = font(style.fontWeight);
  const bold = font('600');
  const drawing = context;
  return (text, strong) => {
    drawing.font = strong ? bold : normal;
    return drawing.measureText(text).width;
  };
}

/**
 * The columns of a grid over rows the caller holds (a document's lines), each as wide as its header
 * and values need, fitted to the grid's width by `rule` (fitColumns): the grid inside `container`
 * is measured as it is resized, so a narrow pane shows fewer, whole columns instead of scrolling
 * sideways or cutting headers. `headerMenu`: the grid offers column menus (it has layout callbacks).
 */
export function useFittedColumns<Column extends GridColumn>(
  container: RefObject<HTMLElement | null>,
  columns: readonly Column[],
  rows: readonly GridRow[],
  rule: ColumnFitRule,
  headerMenu = false,
): Column[] {
  const [available, setAvailable] = useState(0);
  const [measure, setMeasure] = useState<TextMeasure | null>(null);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const grid = () => element.querySelector<HTMLElement>('[role="grid"]');
    const read = () => {
      const inner = grid();
      // The grid's client width leaves out its border and its vertical scrollbar.
      setAvailable(inner ? inner.clientWidth : element.clientWidth);
    };
    const remeasure = () => setMeasure(() => textMeasureFor(grid() ?? element));
    remeasure();
    read();
    const Observer = element.ownerDocument.defaultView?.ResizeObserver;
    const observer = Observer ? new Observer(read) : undefined;
    observer?.observe(element);
    const inner = grid();
    if (inner) observer?.observe(inner);
    // A web font that arrives after the first measure draws wider than the fallback measured.
    const fonts = element.ownerDocument.fonts;
    let live = true;
    void fonts?.ready.then(() => {
      if (live) remeasure();
    });
    fonts?.addEventListener?.('loadingdone', remeasure);
    return () => {
      live = false;
      observer?.disconnect();
      fonts?.removeEventListener?.('loadingdone', remeasure);
    };
  }, [container]);

  const widths = useMemo(
    () =>
      new Map(
        columns.map((column) => [
          column.id,
          measure ? contentWidth(column, rows, measure, headerMenu) : column.width,
        ]),
      ),
    [columns, rows, measure, headerMenu],
  );
  return useMemo(() => fitColumns(columns, widths, available, rule), [columns, widths, available, rule]);
}
