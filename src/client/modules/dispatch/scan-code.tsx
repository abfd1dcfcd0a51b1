import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './notes.css';

/**
 * The note's scan code as text and as a QR the gate scans (issue 24). The QR library loads
 * with the first note shown, not with the application; until then, and if it fails, the text
 * stands alone.
 */
export function ScanCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (live) setSvg(markup);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <div className={styles.scan}>
      {svg && (
        <div
          className={styles.qr}
          role="img"
          aria-label={t('dispatchNotes.note.qr', { code })}
          // The markup is the QR library's own drawing of the code, no user text.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG made by qrcode from the scan code
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
      <div>
        <span className={styles.term}>{t('dispatchNotes.columns.ScanCode')}</span>
        <p className={styles.code}>{code}</p>
      </div>
    </div>
  );
}
