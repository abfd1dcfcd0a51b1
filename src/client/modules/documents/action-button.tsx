import { bindingById, type KeyBindingId } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import * as buttons from '../../ui/buttons.css';
import { shortcutLabel } from '../../ui/shortcut-label';

interface ActionButtonProps {
  label: string;
  binding?: KeyBindingId;
  onClick(): void;
  primary?: boolean;
  disabled?: boolean;
}

/** A document action: its name, the shortcut that does the same (shown and in aria-keyshortcuts). */
export function ActionButton({ label, binding, onClick, primary, disabled }: ActionButtonProps) {
  const keys = binding ? bindingById(binding).keys : undefined;
  return (
    <button
      type="button"
      className={primary ? buttons.primaryButton : buttons.button}
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts={keys ? shortcutLabel(keys) : undefined}
    >
      {label} {keys && <KeyCombination keys={keys} />}
    </button>
  );
}
