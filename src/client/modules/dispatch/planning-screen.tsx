import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { docEntryOf } from '../../routes/document-hrefs';
import { useAppServices } from '../../shell/app-services';
import { useCurrentRoute } from '../../shell/current-route';
import { AssignmentsList } from './assignments-list';
import { LoadBuilder } from './load-builder';
import { OpenItemsScreen } from './open-items-screen';
import * as styles from './planning.css';
import { deliveriesOf, deliveriesParam, type PlanningBase, planningScreenOf } from './planning-paths';
import { noteQuery } from './planning-queries';

/** A saved load in its builder, once read; a missing or forbidden one says so. */
function SavedLoad({ base, id }: { base: PlanningBase; id: string | undefined }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const docEntry = docEntryOf(id) ?? 0;
  const answer = useQuery({ ...noteQuery(http, docEntry), enabled: docEntry > 0 });
  const note = answer.data?.ResponseData;
  if (note)
    return <LoadBuilder key={note.DocEntry} base={base} note={note} onReload={() => void answer.refetch()} />;
  return (
    <p className={styles.builder} role={answer.isError || docEntry === 0 ? 'alert' : 'status'}>
      {answer.isError || docEntry === 0
        ? t('dispatchPlanning.builder.notFound')
        : t('dispatchPlanning.builder.loading')}
    </p>
  );
}

/** The one screen module of the dispatch planning: the route's name says which screen it shows. */
export default function PlanningScreen() {
  const route = useCurrentRoute();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const shown = planningScreenOf(route.name);
  if (!shown) return null;
  switch (shown.screen) {
    case 'open-items':
      return <OpenItemsScreen base={shown.base} />;
    case 'assignments':
      return <AssignmentsList base={shown.base} />;
    case 'assignment-create':
      return <LoadBuilder base={shown.base} initialDeliveries={deliveriesOf(search[deliveriesParam])} />;
    case 'assignment':
      return <SavedLoad key={route.params.id} base={shown.base} id={route.params.id} />;
  }
}
