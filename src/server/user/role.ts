import type { Role } from '@/shared/account/contract';

/** The app role a better-auth user row carries: only "admin" is an admin, anything else a user. */
export const roleOf = (u: { role?: string | null }): Role => (u.role === 'admin' ? 'admin' : 'user');
