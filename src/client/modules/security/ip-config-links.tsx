import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaneOpener } from '../../shell/pane-opener';
import * as styles from './security.css';

const ipConfig = '/administration/ip-config';
const links = [
  { key: 'ranges', href: ipConfig },
  { key: 'import', href: `${ipConfig}/bulk-import` },
  { key: 'logs', href: `${ipConfig}/logs` },
] as const;

/** The IP configuration screens, one link each: real links, opened in the same pane. */
export function IpConfigLinks() {
  const { t } = useTranslation();
  const open = usePaneOpener();
  const follow = (event: MouseEvent, href: string) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    open(href, 'focused');
  };
  return (
    <nav className={styles.links} aria-label={t('routeTitles.segments.ip-config')}>
      {links.map((link) => (
        <a key={link.key} href={link.href} onClick={(event) => follow(event, link.href)}>
          {t(`security.links.${link.key}`)}
        </a>
      ))}
    </nav>
  );
}
