import type { AccessStatus } from '../account/access';
import type { Sharing } from '../schools/contract';

/** Words of the school's student export (CSV): the access state and the sharing level, in Portuguese. */
export const schoolExportMessages = {
  status: {
    pending: 'Pendente',
    trial: 'Em teste',
    trial_expired: 'Teste encerrado',
    active: 'Ativo',
    revoked: 'Revogado',
  } satisfies Record<AccessStatus, string>,
  sharing: {
    none: 'Nada',
    summary: 'Resumo',
    full: 'Tudo',
  } satisfies Record<Sharing, string>,
} as const;
