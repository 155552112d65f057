"use client";

import { useId, type ComponentProps, type ReactNode } from "react";
import { Field, borderFor, controlClasses, describedBy } from "./Field";

type Labelled = { label: ReactNode; hint?: ReactNode; error?: string | null; fieldClassName?: string };

export function Input({ label, hint, error, fieldClassName, id, className = "", required, ...rest }: ComponentProps<"input"> & Labelled) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <input
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={`${controlClasses} ${borderFor(error)} ${className}`}
        {...rest}
      />
    </Field>
  );
}

export function Textarea({ label, hint, error, fieldClassName, id, className = "", required, ...rest }: ComponentProps<"textarea"> & Labelled) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <textarea
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={`${controlClasses} ${borderFor(error)} ${className}`}
        {...rest}
      />
    </Field>
  );
}
