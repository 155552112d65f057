"use client";

import { useId, type ComponentProps, type ReactNode } from "react";
import { Field, borderFor, controlClasses, describedBy } from "./Field";

export type SelectOption = { value: string; label: string; disabled?: boolean };

export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  fieldClassName,
  id,
  className = "",
  required,
  ...rest
}: ComponentProps<"select"> & {
  label: ReactNode;
  options: readonly SelectOption[];
  // an empty first option, e.g. "Any location"
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  fieldClassName?: string;
}) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field id={selectId} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <select
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className={`${controlClasses} ${borderFor(error)} ${className}`}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
