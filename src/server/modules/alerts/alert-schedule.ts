import type { FastifyBaseLogger } from 'fastify';
import type { AlertKind } from '../../../shared/alerts/alert-kinds';
import type { Database } from '../../db/database';
import type { ChangeListener, CommittedChange } from '../../events/committed-change';
import type { ConfigurationCache, ConfigurationPart } from '../../posting/configuration-cache';
import type { ResourceBinding } from '../../resources/resource-binding';
import { raiseAfterChange, raiseDueAlerts, watchedKinds } from './alert-raising';

/** The kinds of the active on-event alerts, cached: the alerts' binding is `configuration: true`. */
const watchedKindsPart: ConfigurationPart<ReadonlySet<AlertKind>> = {
  name: 'alert kinds watched on events',
  load: watchedKinds,
};

/**
 * When alerts are evaluated: after every committed change (awaited by the caller, errors only
 * logged: the operation itself succeeded), and every `checkSeconds` for the periodic ones. The
 * timer is unref'd so it never keeps a process alive; tests leave it off unless they ask. A change
 * that says the access version it was committed under takes the watched kinds from
 * `configuration` (no statement while no alert changed); any other reads them.
 */
export function alertSchedule(
  database: Database,
  log: FastifyBaseLogger,
  checkSeconds = 0,
  configuration?: ConfigurationCache,
) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const checkDue = async () => {
    if (running) return;
    running = true;
    try {
      const raised = await raiseDueAlerts(database.db);
      if (raised > 0) log.info({ raised }, 'periodic alerts raised notifications');
    } catch (error) {
      log.error({ err: error }, 'periodic alert evaluation failed');
    } finally {
      running = false;
    }
  };
  return {
    async afterChange(change: CommittedChange): Promise<void> {
      try {
        const version = change.configurationVersion;
        const kinds =
          configuration && version !== undefined
            ? await configuration.read(watchedKindsPart, version)
            : undefined;
        await raiseAfterChange(database.db, change, kinds);
      } catch (error) {
        log.error({ err: error }, 'alert evaluation after a change failed');
      }
    },
    start() {
      if (checkSeconds <= 0 || timer) return;
      timer = setInterval(() => void checkDue(), checkSeconds * 1000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

/** What a committed write of a record of these resources touched, for the conditions. */
const changeOfRecord: Record<string, (record: Record<string, unknown>) => CommittedChange> = {
  // A new minimum (MinLevel) may put an item under it at once.
  items: (record) => ({ itemCodes: [String(record.ItemCode)], documents: [], cardCodes: [] }),
  // A lower credit line may put a customer over it at once.
  'business-partners': (record) => ({ itemCodes: [], documents: [], cardCodes: [String(record.CardCode)] }),
};

/** The bindings, the items' and partners' told of their committed writes. */
export function watchedByAlerts(
  bindings: readonly ResourceBinding[],
  listener: ChangeListener,
): ResourceBinding[] {
  return bindings.map((binding) => {
    const changeOf = changeOfRecord[binding.definition.name];
    return changeOf ? { ...binding, afterCommit: (record) => listener(changeOf(record)) } : binding;
  });
}
