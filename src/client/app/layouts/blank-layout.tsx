import { Outlet } from '@tanstack/react-router';
import { LanguageSelect } from '../language-select';
import * as styles from './blank-layout.css';

/** Pages outside the workspace (sign-in, errors): the page alone, with the language choice. */
export function BlankLayout() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <LanguageSelect />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
