import '../../../src/client/app/base-styles.css';
import '../../../themes/global.css';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { CommandPalette } from '../../../src/client/palette/command-palette';
import { catalogues } from '../../../src/shared/i18n/catalogues';
import { paletteText } from '../../../src/shared/i18n/sections/palette';
import { lightTheme } from '../../../themes/light.css';
import type { KeystrokeSample, PaletteBenchProbe } from './bench-probe';
import { syntheticEntries } from './synthetic-entries';

/**
 * The benchmark page: the command palette, open, over N synthetic entries (?entries=N), in the
 * production build, with the probe the Playwright side reads (bench-probe.ts).
 */
const count = Number(new URLSearchParams(window.location.search).get('entries') ?? '1000');
const entries = syntheticEntries(count);
const recentIds = entries.slice(0, 20).map((entry) => entry.id);

document.documentElement.classList.add(lightTheme);
await i18next.use(initReactI18next).init({
  resources: { en: { translation: { ...catalogues.en, palette: paletteText.en } } },
  lng: 'en',
  interpolation: { escapeValue: false },
});

const samples: KeystrokeSample[] = [];
const longFrames: PaletteBenchProbe['longFrames'] = [];
const waiters: { count: number; resolve: (sample: KeystrokeSample) => void }[] = [];
let pending: { start: number; listed: boolean } | undefined;

const probe: PaletteBenchProbe = {
  entries: count,
  frames: 0,
  samples,
  longFrames,
  sampleAfter: (after) =>
    new Promise((resolve) => {
      const ready = samples[after];
      if (ready) resolve(ready);
      else waiters.push({ count: after, resolve });
    }),
  reset: () => {
    samples.length = 0;
    longFrames.length = 0;
  },
};
window.paletteBench = probe;

const tick = () => {
  probe.frames += 1;
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const blocking =
      'blockingDuration' in entry && typeof entry.blockingDuration === 'number' ? entry.blockingDuration : 0;
    longFrames.push({ durationMs: entry.duration, blockingMs: blocking });
  }
}).observe({ type: 'long-animation-frame', buffered: false });

// Capture on window: this runs before React's own listener on the root.
window.addEventListener(
  'keydown',
  () => {
    pending = { start: performance.now(), listed: false };
  },
  true,
);

function record(query: string) {
  const current = pending;
  if (!current || current.listed) return;
  current.listed = true;
  requestAnimationFrame(() => {
    const frameAt = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const sample = {
        query,
        toFrameMs: frameAt - current.start,
        toPaintMs: performance.now() - current.start,
      };
      samples.push(sample);
      if (pending === current) pending = undefined;
      for (const waiter of waiters.splice(0)) {
        const ready = samples[waiter.count];
        if (ready) waiter.resolve(ready);
        else waiters.push(waiter);
      }
    };
    channel.port2.postMessage(null);
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root');
createRoot(root).render(
  <CommandPalette
    open
    onClose={() => undefined}
    onChoose={() => undefined}
    entries={entries}
    recentIds={recentIds}
  />,
);

// The listbox says which query it shows: its change is "the list updated" for the keystroke.
const listbox = await new Promise<Element>((resolve) => {
  const find = () => {
    const found = document.querySelector('[role="listbox"]');
    if (found) resolve(found);
    else requestAnimationFrame(find);
  };
  find();
});
new MutationObserver(() => record(listbox.getAttribute('data-results-for') ?? '')).observe(listbox, {
  attributes: true,
  attributeFilter: ['data-results-for'],
});
document.body.dataset.ready = 'true';
