import { mutedGrey, type PageFlow, type PdfField, textWidth } from './page-layout';
import { drawQrCode } from './qr-code';

/**
 * What the sheets a gate scans share (a dispatch note, a gate pass): the header fields beside the
 * QR code of the sheet's scan code, and the boxes a driver, a guard or a receiver signs.
 */

const qrWidth = 92;
const fieldLabelWidth = 90;
const fieldRow = 13;

/** An empty box to sign in, its caption inside at the top. */
export function signatureBox(
  flow: PageFlow,
  caption: string,
  box: { start: number; width: number; height: number },
) {
  const left = flow.left(box.start, box.width);
  const { page, y } = flow;
  page.line(left, y, left + box.width, y, 0.6, 0.4);
  page.line(left, y + box.height, left + box.width, y + box.height, 0.6, 0.4);
  page.line(left, y, left, y + box.height, 0.6, 0.4);
  page.line(left + box.width, y, left + box.width, y + box.height, 0.6, 0.4);
  flow.text(
    caption,
    { start: box.start + 5, width: box.width - 10, baseline: y + 11 },
    flow.styles.label,
    'start',
    mutedGrey,
  );
}

/** The header fields in one column at the start, the QR code of the sheet's scan code at the end. */
export function drawFieldsAndCode(flow: PageFlow, sheet: { fields: PdfField[]; scanCode: string }) {
  const top = flow.y;
  const valueWidth = textWidth - qrWidth - 12 - fieldLabelWidth;
  let y = top;
  for (const field of sheet.fields) {
    flow.text(
      field.label,
      { start: 0, width: fieldLabelWidth - 6, baseline: y + 9 },
      flow.styles.label,
      'start',
      mutedGrey,
    );
    flow.text(field.value, { start: fieldLabelWidth, width: valueWidth, baseline: y + 9 }, flow.styles.value);
    y += fieldRow;
  }
  drawQrCode(flow.page, sheet.scanCode, {
    left: flow.left(textWidth - qrWidth, qrWidth),
    top: top - 6,
    width: qrWidth,
  });
  flow.y = Math.max(y, top - 6 + qrWidth) + 10;
}
