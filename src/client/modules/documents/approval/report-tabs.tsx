import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaneOpener } from '../../../shell/pane-opener';
import * as styles from './approval.css';

interface ReportTabsProps<Tab extends string> {
  base: string;
  tabs: readonly Tab[];
  current: Tab;
}

/** A report's views as links (one route each, as the specification names them), the current one marked. */
export function ReportTabs<Tab extends string>({ base, tabs, current }: ReportTabsProps<Tab>) {
  const { t } = useTranslation();
  const open = usePaneOpener();
  const follow = (event: MouseEvent, href: string) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    open(href, 'focused');
  };
  return (
    <nav className={styles.tabs} aria-label={t('approval.tabs.label')}>
      {tabs.map((tab) => {
        const href = `${base}/${tab}`;
        return (
          <a
            key={tab}
            href={href}
            className={styles.tab}
            aria-current={tab === current ? 'page' : undefined}
            onClick={(event) => follow(event, href)}
          >
            {t(`approval.tabs.${tab}`)}
          </a>
        );
      })}
    </nav>
  );
}

/** The tab a report route shows: its last path segment when it is one of the tabs, else the first tab. */
export function tabOfPath<Tab extends string>(
  path: string | undefined,
  tabs: readonly Tab[],
  first: Tab,
): Tab {
  const last = path?.split('/').at(-1);
  return tabs.find((tab) => tab === last) ?? first;
}
