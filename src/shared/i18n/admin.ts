/** The admin area's shared texts (ADR 013); each page keeps its own texts in its own catalogue file. */
export const adminNavText = {
  label: 'Administração',
  users: 'Usuários',
  permissions: 'Permissões',
  schools: 'Escolas',
  audit: 'Auditoria',
  settings: 'Configurações',
} as const;
