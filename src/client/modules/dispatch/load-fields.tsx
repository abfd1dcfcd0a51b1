import { useTranslation } from 'react-i18next';
import type { RecordRow } from '../../../shared/api/resources';
import { formatDate, formatNumber } from '../../../shared/locale/formatters';
import { DatePickerField } from '../../forms/date-picker/date-picker-field';
import { useColumnFormat } from '../../reports/use-column-format';
import * as controls from '../../ui/form-controls.css';
import type { LoadDraft } from './load-model';
import * as styles from './planning.css';

interface LoadFieldsProps {
  draft: LoadDraft;
  vehicles: readonly RecordRow[];
  drivers: readonly RecordRow[];
  readOnly: boolean;
  onChange(change: Partial<Omit<LoadDraft, 'stops'>>): void;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The load's date, vehicle and driver: the vehicles and drivers are the active records of their
 * setup resources, each vehicle named with its capacities. Native selects, so the arrows and
 * typing the first letters choose, as everywhere a short list is chosen from.
 */
export function LoadFields({ draft, vehicles, drivers, readOnly, onChange }: LoadFieldsProps) {
  const { t } = useTranslation();
  const { language } = useColumnFormat();
  const vehicleLabel = (vehicle: RecordRow) =>
    t('dispatchPlanning.builder.vehicleOption', {
      code: text(vehicle.VehicleCode),
      name: text(vehicle.Descr),
      plate: text(vehicle.PlateNum),
      kg: formatNumber(text(vehicle.CapacityKg) || '0', language, 0),
      m3: formatNumber(text(vehicle.CapacityM3) || '0', language, 1),
    });
  // A load's own vehicle or driver stays offered even when no longer active.
  const withCurrent = (rows: readonly RecordRow[], key: string, current: string) =>
    current === '' || rows.some((row) => text(row[key]) === current) ? rows : [{ [key]: current }, ...rows];
  return (
    <div className={styles.fields}>
      <div className={styles.field}>
        {readOnly ? (
          <>
            <span className={controls.label}>{t('dispatchPlanning.builder.date')}</span>
            <span>{formatDate(draft.DocDate, 'short', language)}</span>
          </>
        ) : (
          <DatePickerField
            title={t('dispatchPlanning.builder.date')}
            myDate={draft.DocDate}
            hideDetails
            onUpdateDate={(DocDate) => onChange({ DocDate })}
          />
        )}
      </div>
      <label className={styles.field}>
        <span className={controls.label}>{t('dispatchPlanning.builder.vehicle')}</span>
        <select
          className={controls.input}
          value={draft.VehicleCode}
          disabled={readOnly}
          aria-required="true"
          onChange={(event) => onChange({ VehicleCode: event.target.value })}
        >
          <option value="">{t('dispatchPlanning.builder.chooseVehicle')}</option>
          {withCurrent(vehicles, 'VehicleCode', draft.VehicleCode).map((vehicle) => (
            <option key={text(vehicle.VehicleCode)} value={text(vehicle.VehicleCode)}>
              {vehicle.Descr === undefined ? text(vehicle.VehicleCode) : vehicleLabel(vehicle)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={controls.label}>{t('dispatchPlanning.builder.driver')}</span>
        <select
          className={controls.input}
          value={draft.DriverCode}
          disabled={readOnly}
          aria-required="true"
          onChange={(event) => onChange({ DriverCode: event.target.value })}
        >
          <option value="">{t('dispatchPlanning.builder.chooseDriver')}</option>
          {withCurrent(drivers, 'DriverCode', draft.DriverCode).map((driver) => (
            <option key={text(driver.DriverCode)} value={text(driver.DriverCode)}>
              {text(driver.DriverName) || text(driver.DriverCode)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={controls.label}>{t('dispatchPlanning.builder.comments')}</span>
        <input
          className={controls.input}
          value={draft.Comments}
          maxLength={254}
          dir="auto"
          disabled={readOnly}
          onChange={(event) => onChange({ Comments: event.target.value })}
        />
      </label>
    </div>
  );
}
