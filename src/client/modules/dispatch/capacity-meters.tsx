import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/locale/languages';
import { useColumnFormat } from '../../reports/use-column-format';
import { visuallyHidden } from '../../ui/visually-hidden.css';
import type { CapacityUse } from './load-model';
import * as styles from './planning.css';
import { formatKg, formatM3 } from './planning-columns';

type Measure = 'weight' | 'volume';

const formatOf: Record<Measure, (value: string, language: Language) => string> = {
  weight: formatKg,
  volume: formatM3,
};

/** "1,250.0 of 2,000.0 kg (62.5 %)", "1,250.0 kg, no limit", or how far over capacity the load is. */
function useCapacityText() {
  const { t } = useTranslation();
  const { language } = useColumnFormat();
  return (measure: Measure, use: CapacityUse) => {
    const unit = t(`dispatchPlanning.units.${measure === 'weight' ? 'kg' : 'm3'}`);
    const total = formatOf[measure](use.total, language);
    const values = {
      measure: t(`dispatchPlanning.capacity.${measure}`),
      total,
      capacity: formatOf[measure](use.capacity, language),
      unit,
      percent: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(use.percent),
    };
    if (use.unlimited) return t('dispatchPlanning.capacity.unlimited', values);
    return t(use.over ? 'dispatchPlanning.capacity.over' : 'dispatchPlanning.capacity.of', values);
  };
}

/**
 * The load's weight and volume against the vehicle's capacities, as meters that fill as stops are
 * added (red past the limit). A polite live region repeats both figures, so a screen reader hears
 * the load grow without leaving the list it is working in.
 */
export function CapacityMeters({ weight, volume }: { weight: CapacityUse; volume: CapacityUse }) {
  const { t } = useTranslation();
  const text = useCapacityText();
  const meters: [Measure, CapacityUse][] = [
    ['weight', weight],
    ['volume', volume],
  ];
  return (
    <div className={styles.meters}>
      {meters.map(([measure, use]) => (
        <div key={measure} className={styles.meter}>
          <span className={use.over ? styles.over : undefined}>{text(measure, use)}</span>
          {!use.unlimited && (
            // biome-ignore lint/a11y/useSemanticElements: a native meter cannot take the theme's colours (light, dark, accessibility) in every engine.
            <div
              role="meter"
              aria-label={t(`dispatchPlanning.capacity.${measure}`)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.min(use.percent, 100)}
              aria-valuetext={text(measure, use)}
              className={styles.meterBar}
            >
              <div
                className={use.over ? styles.meterFillOver : styles.meterFill}
                style={{ inlineSize: `${Math.min(use.percent, 100)}%` }}
              />
            </div>
          )}
        </div>
      ))}
      <p role="status" className={visuallyHidden}>
        {`${text('weight', weight)} · ${text('volume', volume)}`}
      </p>
    </div>
  );
}
