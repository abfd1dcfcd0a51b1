import { useQuery } from '@tanstack/react-query';
import type { MenuAnswer } from '../../shared/api/menu';
import { menuQuery } from '../api/menu-queries';
import { sideMenu } from '../navigation/menu-rules';
import { toNavItems } from '../navigation/nav-items';
import { useAppServices } from '../shell/app-services';

// One function for every reader, so react-query computes the items once per answer, not per render.
const navItemsOf = (answer: MenuAnswer) => toNavItems(sideMenu(answer.AllTreeview));

/** The signed-in user's menu after the side menu's rules: the navigation, the palette and the panes read it. */
export function useNavItems(userId: number) {
  const { http } = useAppServices();
  return useQuery({ ...menuQuery(http, userId), select: navItemsOf });
}
