import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { describedBy, errorIdOf } from '../../../forms/field-editor-props';
import * as controls from '../../../ui/form-controls.css';

interface MeansInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** A decimal amount: the numeric keyboard on touch screens, figures aligned. */
  amount?: boolean;
  /** What Enter in the empty field fills in (the rest still to pay), shown as its placeholder. */
  rest?: string;
  maxLength?: number;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** One labelled field of the means: its message under it, named as its description. */
export function MeansInput({
  label,
  value,
  onChange,
  error,
  amount,
  rest,
  maxLength,
  inputRef,
}: MeansInputProps) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || value.trim() !== '' || !rest) return;
    event.preventDefault();
    onChange(rest);
  };
  return (
    <Labelled id={id} label={label} error={error}>
      <input
        ref={inputRef}
        id={id}
        className={controls.input}
        value={value}
        dir={amount ? 'ltr' : 'auto'}
        inputMode={amount ? 'decimal' : undefined}
        placeholder={rest}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error !== undefined && errorIdOf(id))}
        onKeyDown={onKeyDown}
        onChange={(event) => onChange(event.target.value)}
      />
    </Labelled>
  );
}

/** A label above its control and the control's message under it. */
export function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={controls.field}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      {children}
      {error && (
        <p id={errorIdOf(id)} className={controls.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
