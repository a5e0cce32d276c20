import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AdminFieldError, adminInputClass, adminLabelClass } from '~/components/ui/admin-page';

/** A labelled admin input bound to react-hook-form, with its error below. */
export function TextField({
  label,
  error,
  registration,
  ...input
}: { label: string; error?: string; registration: UseFormRegisterReturn } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = useId();
  return (
    <div>
      <label htmlFor={id} className={adminLabelClass}>
        {label}
      </label>
      <input
        id={id}
        className={adminInputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        {...registration}
      />
      <AdminFieldError id={errorId} message={error} />
    </div>
  );
}
