import { Outlet } from '@tanstack/react-router';
import { AccessibilityToggle } from '../accessibility-toggle';
import { LanguageSelect } from '../language-select';
import * as styles from './blank-layout.css';

/**
 * Pages outside the workspace (sign-in, errors): the page alone, with the language choice and
 * the accessibility mode, both wanted before signing in.
 */
export function BlankLayout() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <LanguageSelect />
        <AccessibilityToggle className={styles.toggle} withText />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
