/** Document status colours, specification section 9: the values are the contract, not a choice. */
export const statusNames = ['draft', 'pending', 'approved', 'rejected', 'processing', 'completed'] as const;
export type StatusName = (typeof statusNames)[number];
export type StatusPalette = Record<StatusName, string>;

export const lightStatusPalette: StatusPalette = {
  draft: '#94A3B8',
  pending: '#F59E0B',
  approved: '#16A34A',
  rejected: '#DC2626',
  processing: '#3B82F6',
  completed: '#059669',
};

export const darkStatusPalette: StatusPalette = {
  ...lightStatusPalette,
  draft: '#64748B',
  approved: '#10B981',
  rejected: '#EF4444',
};
