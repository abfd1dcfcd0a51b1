import { useEffect, useRef } from 'react';

/**
 * A member of a keyless command family that a screen offers while it is open ("Copy to Delivery"
 * from an order): the palette lists those of the screen the focus was in.
 */
export interface ContributedCommand {
  id: string;
  title: string;
  icon: string;
  run(): void;
}

interface Contribution {
  commands: () => readonly ContributedCommand[];
  within: () => Element | null;
}

const contributions = new Set<Contribution>();

/** Offers these commands while the component lives, to a focus inside `within`. */
export function useContributedCommands(
  commands: readonly ContributedCommand[],
  within: () => Element | null,
): void {
  const current = useRef({ commands, within });
  current.current = { commands, within };
  useEffect(() => {
    const contribution: Contribution = {
      commands: () => current.current.commands,
      within: () => current.current.within(),
    };
    contributions.add(contribution);
    return () => {
      contributions.delete(contribution);
    };
  }, []);
}

/** The commands the screens around this focus offer. */
export function contributedCommands(focus: Element | null): ContributedCommand[] {
  if (!focus) return [];
  return [...contributions].flatMap((contribution) => {
    const container = contribution.within();
    return container?.contains(focus) ? contribution.commands() : [];
  });
}
