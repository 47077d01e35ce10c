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
      <ul className="grid gap-3 sm:grid-cols-2 lg:hidden" data-testid="permission-cards">
        {ROLES.map((role) => {
          const granted = ALL_PERMISSIONS.filter((p) => can(role, p));
          return (
            <li
              key={role}
              className="grid content-start gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <h3 className="font-semibold text-slate-900">{roleLabels[role]}</h3>
              {granted.length ? (
                <ul className="grid gap-1 text-sm text-slate-700">
                  {granted.map((p) => (
                    <li key={p} className="flex items-start gap-2">
                      <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                      {permissionLabels[p]}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">{text.noPermission}</p>
              )}
            </li>
          );
        })}
      </ul>
      <Table
        frameClassName="hidden rounded-xl shadow-sm lg:block"
        caption={text.matrixTitle}
        data-testid="permission-matrix"
      >
        <TableHeader>
          <TableRow>
            <TableHead className="px-4 py-3">{text.matrixPermission}</TableHead>
            {ROLES.map((role) => (
              <TableHead key={role} className="w-40 px-4 py-3 text-center">
                {roleLabels[role]}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {ALL_PERMISSIONS.map((permission) => (
            <TableRow key={permission}>
              <TableHead scope="row" className="px-4 py-2 font-medium">
                {permissionLabels[permission]}
              </TableHead>
              {ROLES.map((role) => (
                <TableCell key={role} className="px-4 py-2 text-center">
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
