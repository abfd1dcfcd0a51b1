import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersCalmMotion } from './calm-motion';
import { button } from './scroll-to-top.css';

/** Specification sections 2 and 9: the button appears once the page is scrolled past this. */
export const scrollToTopThreshold = 200;

/** Where focus lands after the jump, so keyboard users start again from the content. */
export const mainContentId = 'main';

export interface ScrollToTopProps {
  /** The scrolling element; the window when absent or null (a ref not attached yet). */
  target?: HTMLElement | null;
}

const offsetOf = (scroller: HTMLElement | Window) =>
  scroller instanceof HTMLElement ? scroller.scrollTop : scroller.scrollY;

/** A "Back to top" button for long pages (specification section 2, Shell). */
export function ScrollToTop({ target }: ScrollToTopProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const scroller = target ?? window;
    const follow = () => setShown(offsetOf(scroller) > scrollToTopThreshold);
    // A reload may open the page scrolled: read once the next frame is drawn, when the layout is
    // done and reading the offset costs nothing. At mount, or in the frame's own callback (which
    // runs before its layout), the read made the browser lay out the whole page (twelve panes on
    // a restore) before it had finished building it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(follow, 0);
    });
    scroller.addEventListener('scroll', follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      scroller.removeEventListener('scroll', follow);
    };
  }, [target]);

  if (!shown) return null;

  const backToTop = () => {
    const scroller = target ?? window;
    scroller.scrollTo({ top: 0, behavior: prefersCalmMotion() ? 'auto' : 'smooth' });
    // The button is about to vanish under the user's focus: hand focus to the content instead,
    // without a second scroll fighting the smooth one.
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={button}
      aria-label={t('shell.backToTop')}
      title={t('shell.backToTop')}
      onClick={backToTop}
    >
      <IconArrowUp aria-hidden="true" />
    </button>
  );
}
