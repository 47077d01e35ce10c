import { z } from 'zod';

/**
 * The first-run setup: after release, a trader walks five short steps — the account, the costs per
 * contract, the risk plan, the time zone, then where to start. It may be skipped, and it resumes where it stopped
 * on any device: the step reached and the status live on the server (profiles.setup_status / setup_step) and come
 * with GET /api/me. Each step saves through the endpoint that owns its data (accounts, trading settings, the risk
 * plan) with that endpoint's own schema; this module only says where the trader is.
 */
export const SETUP_STEPS = ['account', 'costs', 'plan', 'timezone', 'start'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const SETUP_PATH = '/setup';

export const setupApi = {
  /** PATCH SetupUpdate → MeResponse: the step reached, or the setup finished ('done') or skipped. */
  setup: '/api/me/setup',
} as const;

export const setupStatusSchema = z.enum(['pending', 'done', 'skipped']);
export type SetupStatus = z.infer<typeof setupStatusSchema>;

export const setupStateSchema = z.object({
  /** 'pending' until the trader finishes or skips it; users from before the setup are 'done' (migration 0012). */
  status: setupStatusSchema,
  /** The step to resume at (null: the first). */
  step: z.enum(SETUP_STEPS).nullable(),
});
export type SetupState = z.infer<typeof setupStateSchema>;

/** PATCH body: move to a step (while pending), or end the setup. */
export const setupUpdateSchema = z.union([
  z.object({ step: z.enum(SETUP_STEPS) }).strict(),
  z.object({ status: z.enum(['done', 'skipped']) }).strict(),
]);
export type SetupUpdate = z.infer<typeof setupUpdateSchema>;

/** Where a released trader who opens the app must go first: the setup while it is neither finished nor skipped. */
export const needsSetup = (setup: SetupState): boolean => setup.status === 'pending';

/** The step to show: the stored one, or the first. */
export const resumeStep = (setup: SetupState): SetupStep => setup.step ?? SETUP_STEPS[0];
