import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../reports/report-filters';
import { choicesQuery } from '../../resources/resource-queries';
import { useAppServices } from '../../shell/app-services';

/** The territory filter: the company's territories (those the user may read), or any. */
export function TerritoryOptions({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const territories =
    useQuery({ ...choicesQuery(http, 'territories', []), retry: false }).data?.ResponseData.data ?? [];
  return (
    <ChoiceFilter
      label={t('dispatchPlanning.filters.territory')}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: t('dispatchPlanning.filters.anyTerritory') },
        ...territories.map((territory) => ({
          value: String(territory.territryID),
          label: String(territory.descript ?? territory.territryID),
        })),
      ]}
    />
  );
}
