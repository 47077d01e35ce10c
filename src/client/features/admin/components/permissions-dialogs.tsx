import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormFields, FormSelect } from '@/client/components/ui/form-inputs';
import type { RoleHolder } from '@/shared/admin/contract';
import { permissionsPage as text } from '@/shared/i18n/admin-roles';
import { useSchoolChoices } from '../api/roles';
import type { RoleAction } from './permissions-list';

interface RoleDialogProps {
  action: RoleAction | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (schoolId?: string) => void;
}

const nameOf = (h: RoleHolder) => h.name || h.email;

/**
 * The confirmation before each role change, naming the person and what changes for them. Granting a school asks
 * which school first; the list comes from /api/admin/schools and the dialog says so when it cannot be read.
 */
export function RoleDialog({ action, pending, onCancel, onConfirm }: RoleDialogProps) {
  const open = action !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent role={action?.type === 'grantSchool' ? 'dialog' : 'alertdialog'}>
        {action?.type === 'grantSchool' ? (
          <SchoolChoice holder={action.holder} pending={pending} onConfirm={onConfirm} />
        ) : action ? (
          <Confirm action={action} pending={pending} onConfirm={() => onConfirm()} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Confirm({
  action,
  pending,
  onConfirm,
}: {
  action: Exclude<RoleAction, { type: 'grantSchool' }>;
  pending: boolean;
  onConfirm: () => void;
}) {
  const name = nameOf(action.holder);
  const copy =
    action.type === 'grantAdmin'
      ? { title: text.grantAdminTitle, body: text.grantAdminDescription(name), grant: true }
      : action.type === 'revokeAdmin'
        ? { title: text.revokeAdminTitle, body: text.revokeAdminDescription(name), grant: false }
        : {
            title: text.revokeSchoolTitle,
            body: text.revokeSchoolDescription(name, action.school.name),
            grant: false,
          };
  return (
    <>
      <DialogHeader>
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription>{copy.body}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{text.cancel}</Button>
        </DialogClose>
        <Button variant={copy.grant ? 'default' : 'destructive'} disabled={pending} onClick={onConfirm}>
          {copy.grant ? text.confirmGrant : text.confirmRevoke}
        </Button>
      </DialogFooter>
    </>
  );
}

const schoolChoiceSchema = z.object({ school: z.string().min(1, text.schoolRequired) });

function SchoolChoice({
  holder,
  pending,
  onConfirm,
}: {
  holder: RoleHolder;
  pending: boolean;
  onConfirm: (schoolId: string) => void;
}) {
  const schools = useSchoolChoices(true);
  const form = useForm({ resolver: zodResolver(schoolChoiceSchema), defaultValues: { school: '' } });
  const held = new Set(holder.schools.map((s) => s.id));
  const choices = (schools.data?.schools ?? []).filter((s) => !held.has(s.id));

  let notice: string | null = null;
  if (schools.isPending) notice = text.schoolsLoading;
  else if (schools.isError) notice = text.schoolsUnavailable;
  else if ((schools.data?.schools.length ?? 0) === 0) notice = text.noSchools;
  else if (choices.length === 0) notice = text.allSchoolsTaken;

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(({ school }) => onConfirm(school))}>
      <DialogHeader>
        <DialogTitle>{text.grantSchoolTitle}</DialogTitle>
        <DialogDescription>{text.grantSchoolDescription(nameOf(holder))}</DialogDescription>
      </DialogHeader>
      {notice ? (
        <Alert tone={schools.isError ? 'error' : 'info'} role={schools.isPending ? 'status' : 'alert'}>
          {notice}
        </Alert>
      ) : (
        <FormFields form={form} idPrefix="role">
          <FormSelect name="school" label={text.schoolLabel}>
            <option value="">{text.schoolPlaceholder}</option>
            {choices.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </FormSelect>
        </FormFields>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {text.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending || notice !== null}>
          {text.confirmGrant}
        </Button>
      </DialogFooter>
    </form>
  );
}
