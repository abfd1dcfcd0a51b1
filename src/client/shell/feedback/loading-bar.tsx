import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fill, track } from './loading-bar.css';
import { createLoadingBar, hiddenLoadingBar } from './loading-bar-state';

export interface LoadingBarProps {
  /** True while something loads: each false-to-true change is a loading event. */
  active: boolean;
}

/** The top loading bar of specification section 4, drawn from its state machine. */
export function LoadingBar({ active }: LoadingBarProps) {
  const { t } = useTranslation();
  const [state, setState] = useState(hiddenLoadingBar);
  const [bar] = useState(() =>
    createLoadingBar({
      setTimer: (callback, ms) => window.setTimeout(callback, ms),
      clearTimer: (handle) => window.clearTimeout(handle),
      random: Math.random,
      onChange: setState,
    }),
  );
  useEffect(() => {
    if (active) bar.start();
    else bar.done();
  }, [active, bar]);
  useEffect(
    () => () => {
      bar.dispose();
      // Strict mode runs effects twice on the same instance: the second run must start from hidden.
      setState(hiddenLoadingBar);
    },
    [bar],
  );
  if (!state.visible) return null;
  return (
    <div
      className={track}
      role="progressbar"
      aria-label={t('shell.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={state.percent}
    >
      <div className={fill} style={{ width: `${state.percent}%` }} />
    </div>
  );
}
