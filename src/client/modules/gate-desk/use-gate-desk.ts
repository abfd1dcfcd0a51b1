import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import { useAppServices } from '../../shell/app-services';
import { announce } from '../../shell/feedback/live-announcer';
import { deskApi } from './desk-api';
import { type DeskScan, shownResult } from './desk-scan';
import { soundsMuted } from './desk-settings';
import { DeskStore } from './desk-store';
import { type DeskState, GateDeskController } from './gate-desk-controller';
import { resultClassOf } from './result-classes';
import { announcement } from './result-words';
import { playResultSound } from './scan-sounds';

const idle = (): (() => void) => () => undefined;

/**
 * The desk of this screen: its IndexedDB store opened, its controller started on the remembered
 * gate, the browser's online and offline events passed on, and every answer heard (its sound
 * unless muted) and spoken (assertively when the guard must stop).
 */
export function useGateDesk(initialGate: string | undefined): {
  controller: GateDeskController | undefined;
  state: DeskState | undefined;
  failed: boolean;
} {
  const { http } = useAppServices();
  const { t, i18n } = useTranslation();
  const [controller, setController] = useState<GateDeskController>();
  const [failed, setFailed] = useState(false);
  const words = useRef({ t, language: isLanguage(i18n.language) ? i18n.language : defaultLanguage });
  words.current = { t, language: isLanguage(i18n.language) ? i18n.language : defaultLanguage };

  useEffect(() => {
    let live = true;
    let made: GateDeskController | undefined;
    let store: DeskStore | undefined;
    const online = () => made?.wentOnline();
    const offline = () => made?.wentOffline();
    void DeskStore.open()
      .then(async (opened) => {
        store = opened;
        if (!live) return opened.close();
        await opened.prune(new Date());
        made = new GateDeskController(
          deskApi(http),
          opened,
          {
            answered(scan: DeskScan) {
              const resultClass = resultClassOf[shownResult(scan)];
              if (!soundsMuted()) playResultSound(resultClass);
              const { t: say, language } = words.current;
              announce(
                announcement(say, scan, language, scan.Mode === 'backup'),
                resultClass === 'pass' ? 'polite' : 'assertive',
              );
            },
            refused() {
              // The words are the alert on screen; the sound is the stop.
              if (!soundsMuted()) playResultSound('refuse');
            },
            synced(sent, otherwise) {
              const { t: say } = words.current;
              announce(
                `${say('gateDesk.sync.done', { count: sent })} ${say(
                  otherwise.length > 0 ? 'gateDesk.sync.otherwise' : 'gateDesk.sync.allAgreed',
                )}`,
                otherwise.length > 0 ? 'assertive' : 'polite',
              );
            },
          },
          undefined,
          initialGate,
          typeof navigator === 'undefined' ? true : navigator.onLine,
        );
        window.addEventListener('online', online);
        window.addEventListener('offline', offline);
        setController(made);
        await made.start();
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      made?.dispose();
      store?.close();
    };
  }, [http, initialGate]);

  const state = useSyncExternalStore(controller?.subscribe ?? idle, () => controller?.snapshot());
  return { controller, state, failed };
}
