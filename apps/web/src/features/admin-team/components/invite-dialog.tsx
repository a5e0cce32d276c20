import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_ROLES, teamInviteBody, type TeamInviteBody } from '@rp/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '~/components/ui/toast';
import { adminInputClass, adminLabelClass, InputField } from '~/components/ui/field';
import { Button } from '~/components/ui/button';
import { TitledDialog } from '~/components/ui/titled-dialog';
import { ApiError } from '~/lib/api-client';
import { useInviteMember } from '../api/team-api';

const FIELDS = ['Email', 'Name', 'Role'] as const;

/** Invite a colleague: the server mails a one-time link valid 72 hours. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteMember();
  const ids = { role: useId() };
  const { register, handleSubmit, setError, formState } = useForm<TeamInviteBody>({
    resolver: zodResolver(teamInviteBody),
    defaultValues: { Email: '', Name: '', Role: 'Staff' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      toast.success((await invite.mutateAsync(values)).message);
      onClose();
    } catch (error) {
      const errors = error instanceof ApiError ? (error.errors ?? {}) : {};
      const field = FIELDS.find((f) => errors[f]);
      if (field) setError(field, { message: errors[field] });
      else toast.error(error instanceof Error ? error.message : 'The invitation could not be sent.');
    }
  });
  const { errors } = formState;
  return (
    <TitledDialog
      title="Invite a colleague"
      description="They get an e-mail with a link to choose their password. The link works once, for 72 hours."
      onClose={onClose}
      size="sm"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="steel" type="submit" form="invite-form" busy={formState.isSubmitting}>
            Send invitation
          </Button>
        </div>
      }
    >
      <form id="invite-form" onSubmit={submit} noValidate className="space-y-4">
        <InputField label="Name" autoComplete="off" error={errors.Name?.message} {...register('Name')} />
        <InputField label="Email" type="email" autoComplete="off" error={errors.Email?.message} {...register('Email')} />
        <div>
          <label htmlFor={ids.role} className={adminLabelClass}>
            Role
          </label>
          <select id={ids.role} className={adminInputClass} {...register('Role')}>
            {ACCOUNT_ROLES.map((role) => (
              <option key={role} value={role}>
                {role === 'Owner' ? 'Owner: everything, including the team' : 'Staff: everything but the team'}
              </option>
            ))}
          </select>
        </div>
      </form>
    </TitledDialog>
  );
}
