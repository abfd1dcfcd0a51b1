import { useTranslation } from 'react-i18next';
import * as buttons from '../../ui/buttons.css';
import type { LoadProblem } from './load-problems';
import * as styles from './planning.css';

/**
 * Why the last save or action was refused, as an alert above the load (what was typed stays):
 * the server's own words for a taken delivery, vehicle or driver, and for a load changed by
 * someone else a way to read it again.
 */
export function LoadProblemAlert({
  problem,
  onReload,
}: {
  problem: LoadProblem | undefined;
  onReload?(): void;
}) {
  const { t } = useTranslation();
  if (!problem || problem.kind === 'capacity') return <div role="alert" />;
  return (
    <div role="alert" className={styles.alert}>
      {problem.kind === 'stale' ? (
        <>
          {t('dispatchPlanning.problems.stale')}{' '}
          {onReload && (
            <button type="button" className={buttons.button} onClick={onReload}>
              {t('dispatchPlanning.problems.reload')}
            </button>
          )}
        </>
      ) : problem.kind === 'failed' ? (
        t('dispatchPlanning.problems.failed')
      ) : (
        <>
          {t(
            problem.kind === 'conflict'
              ? 'dispatchPlanning.problems.conflict'
              : 'dispatchPlanning.problems.invalid',
            {
              message: problem.message,
            },
          )}
          {problem.kind === 'invalid' && problem.fields.length > 0 && (
            <ul>
              {problem.fields.map((field) => (
                <li key={field}>{field}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
