import { CheckboxField } from '~/components/ui/field';

/** "Tell the buyer": mails them and shows the note on their status page. */
export function TellBuyerCheckbox({ id, checked, onChange, what }: { id: string; checked: boolean; onChange: (on: boolean) => void; what: string }) {
  return <CheckboxField id={id} label="Tell the buyer" hint={what} checked={checked} onChange={onChange} />;
}

/** A failed call's message inside a dialog, kept on screen after its toast has gone. */
export function DialogError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-500/10 dark:text-red-200"
      data-testid="dialog-error"
    >
      {message}
    </p>
  );
}
