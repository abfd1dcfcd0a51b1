import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { visuallyHidden } from '../../ui/visually-hidden.css';
import { type Announcement, announcementsSignal, type Politeness } from './live-announcer';

/**
 * The pause between emptying a region and writing the message into it. Screen readers only speak
 * a change, so the same message twice in a row must go through an empty region first; the pause
 * lets the empty state reach the accessibility tree.
 */
export const liveRegionDelayMs = 100;

function Region({ politeness, announcement }: { politeness: Politeness; announcement?: Announcement }) {
  const [text, setText] = useState('');
  useEffect(() => {
    if (!announcement) return;
    setText('');
    const timer = window.setTimeout(() => setText(announcement.message), liveRegionDelayMs);
    return () => window.clearTimeout(timer);
  }, [announcement]);
  return (
    <div className={visuallyHidden} aria-live={politeness} aria-atomic="true">
      {text}
    </div>
  );
}

/** Two always-present live regions, mounted once near the root, that speak what announce() says. */
export function LiveRegion() {
  useSignals();
  const { polite, assertive } = announcementsSignal.value;
  return (
    <>
      <Region politeness="polite" announcement={polite} />
      <Region politeness="assertive" announcement={assertive} />
    </>
  );
}
