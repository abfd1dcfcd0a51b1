/** A form's first control that takes input, in field order (a read-only form has none). */
export const firstWritableControl = (container: HTMLElement | null): HTMLElement | undefined =>
  container?.querySelector<HTMLElement>(
    'form :is(input:read-write, textarea:read-write, select:enabled, [role="combobox"]:not([aria-readonly="true"]))',
  ) ?? undefined;
