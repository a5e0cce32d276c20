import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '~/components/ui/field';

interface AccountFieldProps {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** The account's present password, asked before a change to its security. */
export function CurrentPasswordField({ label, error, registration }: AccountFieldProps) {
  return <InputField label={label} type="password" autoComplete="current-password" error={error} {...registration} />;
}

/** A code from the authenticator app (or, where `label` says so, a recovery code). */
export function OneTimeCodeField({ label, error, registration, numeric = false }: AccountFieldProps & { numeric?: boolean }) {
  return <InputField label={label} inputMode={numeric ? 'numeric' : undefined} autoComplete="one-time-code" error={error} {...registration} />;
}
