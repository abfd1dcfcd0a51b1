import type { MouseEvent, ReactNode, Ref } from 'react';
import { usePaneOpener } from './pane-opener';

/** A real link (copied, opened in a tab with Ctrl) that opens its screen in the same pane. */
export function PaneLink({
  href,
  children,
  className,
  ref,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}) {
  const open = usePaneOpener();
  const follow = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    open(href, 'focused');
  };
  return (
    <a ref={ref} href={href} onClick={follow} className={className}>
      {children}
    </a>
  );
}
