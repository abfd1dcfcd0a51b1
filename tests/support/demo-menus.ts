/**
 * The visible top-level menu of each demo user: the group's rules (src/server/seed/demo-access.ts)
 * after the server's filtering and the side menu's rules.
 */
export const demoTopLevelMenus: Record<'admin' | 'sales' | 'dispatcher' | 'warehouse', string[]> = {
  admin: [
    'Dashboard',
    'Inventory',
    'Sales',
    'Purchase - A/P',
    'Business Partners',
    'Banking',
    'Logistics Hub',
    'Gate Pass Mgt',
    'Administration',
  ],
  // Banking › Financial Reports holds the agings, read under the partners' rules (issue 22).
  // Logistics Hub › Sales Targets: their own targets and how far they got (issue 25).
  // Logistics Hub › Routes and Calls: the routes they follow and their own calls (issue 25).
  // Logistics Hub › outlets, the market setup and their own GPS positions (issue 25).
  sales: ['Dashboard', 'Inventory', 'Sales', 'Business Partners', 'Banking', 'Logistics Hub'],
  // Administration › Setup holds the setup screens a group keeps: drivers and vehicles, bin locations.
  // Gate Pass Mgt › Gate pass documents: dispatchers make the passes of their loads (issue 24).
  dispatcher: [
    'Dashboard',
    'Inventory',
    'Sales',
    'Business Partners',
    'Logistics Hub',
    'Gate Pass Mgt',
    'Administration',
  ],
  // Logistics Hub › Dispatch: warehouse staff read the loads leaving their dock (issue 23).
  warehouse: [
    'Dashboard',
    'Inventory',
    'Sales',
    'Purchase - A/P',
    'Logistics Hub',
    'Gate Pass Mgt',
    'Administration',
  ],
};
