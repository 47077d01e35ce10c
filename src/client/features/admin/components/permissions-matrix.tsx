import { CheckIcon, MinusIcon } from 'lucide-react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { ALL_PERMISSIONS, can, roleGrants, type AppRole } from '@/shared/admin/permissions';
import { permissionLabels, permissionsPage as text, roleLabels } from '@/shared/i18n/admin-roles';

const ROLES = Object.keys(roleGrants) as AppRole[];

/** The role × permission matrix, read from the same data the server authorises with. Read-only. */
export function PermissionsMatrix() {
  return (
    <section aria-labelledby="matrix-title" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="matrix-title" className="text-lg font-semibold text-slate-900">
          {text.matrixTitle}
        </h2>
        <p className="text-sm text-slate-600">{text.matrixLead}</p>
      </div>
      <Table frameClassName="rounded-xl shadow-sm" caption={text.matrixTitle} data-testid="permission-matrix">
        <TableHeader>
          <TableRow>
            <TableHead className="px-3 py-3 sm:px-4">{text.matrixPermission}</TableHead>
            {ROLES.map((role) => (
              <TableHead key={role} className="w-20 px-2 py-3 text-center sm:w-36 sm:px-4">
                {roleLabels[role]}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {ALL_PERMISSIONS.map((permission) => (
            <TableRow key={permission}>
              <TableHead scope="row" className="px-3 py-2 font-medium sm:px-4">
                {permissionLabels[permission]}
              </TableHead>
              {ROLES.map((role) => (
                <TableCell key={role} className="px-2 py-2 text-center sm:px-4">
                  {can(role, permission) ? (
                    <CheckIcon
                      className="mx-auto size-4 text-brand-700"
                      aria-label={text.allowed}
                      role="img"
                    />
                  ) : (
                    <MinusIcon
                      className="mx-auto size-4 text-slate-400"
                      aria-label={text.denied}
                      role="img"
                    />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
