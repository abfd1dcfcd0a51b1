import { useEffect, useState } from 'react';
import * as styles from './record-screen.css';

/**
 * A scan code as text and as a QR the gate scans (a dispatch note's, a gate pass's: issue 24),
 * under its `label`; `qrLabel` names the QR image. The QR library loads with the first code
 * shown, not with the application; until then, and if it fails, the text stands alone.
 */
export function ScanCode({ code, label, qrLabel }: { code: string; label: string; qrLabel: string }) {
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
          aria-label={qrLabel}
          // The markup is the QR library's own drawing of the code, no user text.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG made by qrcode from the scan code
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
      <div>
        <span className={styles.term}>{label}</span>
        <p className={styles.code}>{code}</p>
      </div>
    </div>
  );
}
