import type { Exec } from '../db/tx';

/** What ends with a person's place as a student of some schools (the schools feature's classes and boards). */
export type StudentLeave = (exec: Exec, userId: string, schoolIds: readonly string[]) => Promise<void>;

let registered: StudentLeave | null = null;

/** The schools feature's step, registered by the composition root (ledger-follow-ups.ts); a second one replaces. */
export function registerStudentLeave(leave: StudentLeave): void {
  registered = leave;
}

/**
 * The person no longer studies at these schools (made their admin, say): run in the transaction that changed the
 * membership, so a feature that cannot import the schools feature still takes them off its classes.
 */
export async function leaveAsStudent(
  exec: Exec,
  userId: string,
  schoolIds: readonly string[],
): Promise<void> {
  if (!schoolIds.length) return;
  if (!registered) throw new Error('leaveAsStudent before the student leave was registered (composeLedger)');
  await registered(exec, userId, schoolIds);
}
