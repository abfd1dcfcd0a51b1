import { gateResource } from '../../../shared/resources/gates';
import { gatePasses, gateScans, gates } from '../../db/schema/gate-pass';
import type { ResourceBinding } from '../../resources/resource-binding';

/** Gates through the generic engine (/resources/gates): a gate named by a pass or a scan stays; deactivate it. */
export const gateBinding: ResourceBinding = {
  definition: gateResource,
  table: gates,
  protectedBy: [
    { table: gatePasses, column: gatePasses.GateCode, label: 'gate passes' },
    { table: gateScans, column: gateScans.GateCode, label: 'gate scans' },
  ],
};
