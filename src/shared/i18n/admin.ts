/** The admin area's shared texts (ADR 013); each page keeps its own texts in its own catalogue file. */
export const adminNavText = {
  label: 'Administração',
  users: 'Usuários',
  permissions: 'Permissões',
  schools: 'Escolas',
  audit: 'Auditoria',
  /** Not plain 'Configurações': the trader's own settings page is named so, and an admin sees both. */
  settings: 'Configurações do sistema',
} as const;
