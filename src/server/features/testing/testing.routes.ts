import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import type { GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';
import { validate } from '../../http/validation';
import { ensureProfile } from '../accounts/accounts.service';

const createUserSchema = z.object({
  email: z.email(),
  password: z.string().min(6),
  name: z.string().min(1),
  whatsapp: z.string().optional(),
  allowed: z.boolean().default(false),
  role: z.enum(['admin', 'user']).default('user'),
  verified: z.boolean().default(true),
  /** Backdates the account (and its trial), e.g. to show the mandatory completion after the trial. */
  createdDaysAgo: z.number().int().min(0).max(3650).default(0),
});

/**
 * E2E fixtures, mounted only with ENABLE_TEST_ROUTES (refused in production): real users created through
 * better-auth, so tests start from any state without clicking through sign-up each time.
 */
export function testingRoutes({ db, auth }: { db: Db; auth: Auth }) {
  return new Hono<GateEnv>().post('/users', validate('json', createUserSchema), async (c) => {
    const input = c.req.valid('json');
    const created = await auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.name, whatsapp: input.whatsapp },
    });
    const id = created.user.id;
    const createdAt = new Date(Date.now() - input.createdDaysAgo * 24 * 60 * 60 * 1000);
    await db
      .update(user)
      .set({ emailVerified: input.verified, role: input.role, createdAt })
      .where(eq(user.id, id));
    const [row] = await db.select().from(user).where(eq(user.id, id));
    if (!row) throw new Error('fixture user vanished');
    await ensureProfile(db, row);
    await db
      .update(profiles)
      .set({
        isAllowed: input.allowed || input.role === 'admin',
        trialEndsAt: new Date(createdAt.getTime() + 7 * 24 * 60 * 60 * 1000),
      })
      .where(eq(profiles.userId, id));
    return c.json({ userId: id }, 201);
  });
}
