import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { errorMessage } from '@/shared/i18n/errors';
import type { PublicConfig } from '@/shared/public-config';
import { calendarApi } from '@/shared/calendar/contract';
import { ATTACHMENT_QUOTA_BYTES } from '@/shared/attachments/contract';
import { brokerageNotesApi } from '@/shared/brokerage-notes/api';
import { tradingApi } from '@/shared/trading/api-contract';
import { weeklyReviewApi } from '@/shared/weekly-review/contract';
import { AUTH_BASE_PATH } from './auth/auth';
import { accessGate, routedPathMatcher, type GateEnv } from './auth/gate';
import { authHandler, jwksHandler } from './auth/handler';
import type { Config } from './config';
import { HeapGrowth } from './heap';
import type { Database } from './db/client';
import { continueRequestRoutes } from './features/access/continue-request.routes';
import { meRoutes, publicAccountRoutes } from './features/accounts/accounts.routes';
import { adminRoutes } from './features/admin/admin.routes';
import {
  attachmentRoutes,
  dropBlobsAfterTradeDeletes,
  tradeAttachmentRoutes,
} from './features/attachments/attachments.routes';
import type { AttachmentLimits } from './features/attachments/attachments.service';
import { auditRoutes } from './features/admin/audit.routes';
import { rolesRoutes } from './features/admin/roles.routes';
import { breathingRoutes } from './features/breathing/breathing.routes';
import { publicWeeklyReviewRoutes, weeklyReviewRoutes } from './features/weekly-review/weekly-review.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { gamificationRoutes } from './features/gamification/gamification.routes';
import { setGamificationLogger } from './features/gamification/refresh';
import { challengeRoutes } from './features/discipline/challenge.routes';
import { disciplineRoutes } from './features/discipline/daily-routine';
import { healthRoutes } from './features/health/health.routes';
import { importRoutes } from './features/imports/imports.routes';
import { instrumentRoutes } from './features/instruments/instruments.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import {
  bulkPlaybookRoutes,
  PLAYBOOK_PICTURE_UPLOAD,
  playbookRoutes,
} from './features/playbooks/playbooks.routes';
import { playbookStatsRoutes } from './features/playbooks/stats.routes';
import { rankingRoutes } from './features/ranking/ranking.routes';
import { reportRoutes } from './features/reports/reports.routes';
import { riskRoutes } from './features/risk/risk.routes';
import { taxRoutes } from './features/tax/tax.routes';
import { brokerageNotesRoutes } from './features/brokerage-notes/brokerage-notes.routes';
import { adminSchoolRoutes } from './features/schools/admin-schools.routes';
import { meSchoolRoutes, publicInviteRoutes } from './features/schools/me-school.routes';
import { schoolRoutes } from './features/schools/schools.routes';
import { feedbackRoutes, mentoringRoutes } from './features/schools/mentoring.routes';
import { schoolClassesRoutes } from './features/schools/classes.routes';
import { myClassesRoutes } from './features/schools/my-classes.routes';
import { securityAccessRoutes } from './features/security/access.routes';
import { testingRoutes } from './features/testing/testing.routes';
import { tradingAccountRoutes } from './features/trading-accounts/trading-accounts.routes';
import { breakNoteRoutes } from './features/trades/break-note.routes';
import { tradeRoutes } from './features/trades/trades.routes';
import { tradingSettingsRoutes } from './features/trades/trading-settings.routes';
import { errorHandler } from './http/api-error';
import { requestGuards } from './http/request-guards';
import { securityHeaders } from './http/security-headers';
import { mountClient } from './http/static';
import { createMovableClock, type MovableClock } from './clock';
import type { Logger } from './logger';
import type { Services } from './services';
import { composeLedger } from './ledger-follow-ups';
import type { BlobStore } from './storage/blob-store';
import { LOCAL_BLOBS_FOLDER, localBlobStore } from './storage/local-blob-store';

export interface AppDeps
  extends Omit<Services, 'jobs' | 'requestCache' | 'blobs'>, Partial<Pick<Services, 'requestCache'>> {
  /** The periodic jobs (ENABLE_TEST_ROUTES runs one now through /api/testing/jobs); apps built by hand may omit it. */
  jobs?: Services['jobs'];
  config: Config;
  database: Database;
  logger: Logger;
  /** Folder of the built client; omitted in API-only tests. */
  clientDir?: string;
  /** The clock behind "today" (dashboard periods, the export's file name, the trial); tests fix it. */
  now?: () => Date;
  /** A clock the e2e fixtures move (POST /api/testing/clock); built here when test routes are on. */
  movableClock?: MovableClock;
  /** Where screenshots live; apps built by hand without it keep them under DATA_DIR. */
  blobs?: BlobStore;
  /** The screenshots' limits (tests shrink the quota); the contract's by default. */
  attachmentLimits?: Partial<AttachmentLimits>;
}

export type AppEnv = GateEnv;

/** The screenshot upload (multipart): its path under /api, one segment per trade id. */
const TRADE_ATTACHMENTS_UPLOAD = /^\/api\/trades\/[^/]+\/attachments$/;

export function createApp(deps: AppDeps) {
  const { config, logger, database, auth, rateLimiter } = deps;
  const db = database.db;
  // A failed gamification refresh never fails the write that ran it: it is logged here.
  setGamificationLogger(logger);
  composeLedger(logger);
  const clock = deps.movableClock ?? (config.enableTestRoutes ? createMovableClock() : undefined);
  const now = deps.now ?? clock?.now ?? (() => new Date());
  const app = new Hono<AppEnv>();

  // The e2e clock's per-request scope (ENABLE_TEST_ROUTES only): a moved clock follows the request's user.
  if (clock) app.use('*', (_c, next) => clock.scope(next));
  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    logger.info(
      { reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms },
      'request',
    );
  });
  app.use('*', securityHeaders({ https: config.appUrl.startsWith('https://') }));
  app.use('*', compress());

  const blobs = deps.blobs ?? localBlobStore(path.join(config.dataDir, LOCAL_BLOBS_FOLDER));
  const api = new Hono<AppEnv>();
  // Cross-site writes, oversized bodies and NULs are refused before the gate reads a session; bodies that are
  // not JSON (multipart for uploads) right after it.
  const guards = requestGuards({
    appUrl: config.appUrl,
    uploadPaths: [
      tradingApi.imports,
      tradingApi.importPreview,
      brokerageNotesApi.import,
      TRADE_ATTACHMENTS_UPLOAD,
      PLAYBOOK_PICTURE_UPLOAD,
    ],
    authBasePath: AUTH_BASE_PATH,
    calendarPaths: [calendarApi.importIcs],
    formPaths: [weeklyReviewApi.unsubscribe],
  });
  api.use('*', ...guards.beforeGate);
  // Every /api route passes the gate; its rules are by path prefix and default to "allowed users only".
  // Paths no route answers skip it, so they get a real 404.
  api.use(
    '*',
    accessGate(
      auth,
      db,
      routedPathMatcher(() => api.routes, '/api'),
      now,
      clock?.bindUser,
      deps.requestCache,
    ),
  );
  api.use('*', ...guards.afterGate);
  const attachmentDeps = {
    db,
    store: blobs,
    logger,
    ...(deps.attachmentLimits ? { limits: deps.attachmentLimits } : {}),
  };
  api.use('*', dropBlobsAfterTradeDeletes(attachmentDeps));
  api.route('/health', healthRoutes(deps));
  api.on(['GET', 'POST'], '/auth/*', authHandler(auth, config.trustProxy));
  const accountDeps = { db, rateLimiter, trustProxy: config.trustProxy, now };
  api.route('/me', meRoutes(accountDeps));
  api.route('/me', profileRoutes({ db, auth, rateLimiter, now }));
  api.route(
    '/me/continue-request',
    continueRequestRoutes({
      db,
      mailer: deps.mailer,
      logger,
      appUrl: config.appUrl,
      adminEmails: config.adminEmails,
      now,
    }),
  );
  api.route(
    '/me/security',
    securityAccessRoutes({ db, auth, mailer: deps.mailer, logger, appUrl: config.appUrl, now }),
  );
  api.route(
    '/me',
    privacyRoutes({
      db,
      auth,
      mailer: deps.mailer,
      logger,
      rateLimiter,
      appUrl: config.appUrl,
      adminEmails: config.adminEmails,
      now,
      blobs,
    }),
  );
  api.route('/public', publicAccountRoutes(accountDeps));
  api.route('/admin/roles', rolesRoutes({ db, mailer: deps.mailer, logger, config, now }));
  api.route('/admin/audit', auditRoutes({ db, now }));
  api.route(
    '/admin',
    adminRoutes({ db, mailer: deps.mailer, now, appUrl: config.appUrl, trustProxy: config.trustProxy }),
  );
  const schoolDeps = { ...accountDeps, mailer: deps.mailer, appUrl: config.appUrl };
  api.route('/admin/schools', adminSchoolRoutes(schoolDeps));
  api.route('/schools', schoolRoutes(schoolDeps));
  api.route('/schools', mentoringRoutes(schoolDeps));
  api.route('/schools', schoolClassesRoutes(schoolDeps));
  api.route('/classes', myClassesRoutes(schoolDeps));
  api.route('/feedback', feedbackRoutes(schoolDeps));
  api.route('/me/school', meSchoolRoutes(schoolDeps));
  api.route('/public/invites', publicInviteRoutes(schoolDeps));
  api.route('/instruments', instrumentRoutes({ db }));
  api.route('/accounts', tradingAccountRoutes({ db, now }));
  api.route('/trades/:tradeId/attachments', tradeAttachmentRoutes(attachmentDeps));
  api.route('/attachments', attachmentRoutes(attachmentDeps));
  api.route('/trades/bulk-playbook', bulkPlaybookRoutes({ db, now }));
  api.route('/trades', tradeRoutes({ db, now }));
  api.route('/playbooks', playbookStatsRoutes({ db, now }));
  api.route(
    '/playbooks',
    playbookRoutes({
      db,
      store: blobs,
      logger,
      now,
      ...(deps.attachmentLimits ? { limits: deps.attachmentLimits } : {}),
    }),
  );
  api.route('/trading-settings', tradingSettingsRoutes({ db }));
  api.route(
    '/imports',
    importRoutes({ db, now, logger, heap: new HeapGrowth(config.importHeapGrowingPercent) }),
  );
  api.route('/risk/breaks', breakNoteRoutes({ db, now }));
  api.route('/risk', riskRoutes({ db, now }));
  api.route(
    '/dashboard',
    dashboardRoutes({ db, feed: deps.tradesFeed, now, requestCache: deps.requestCache }),
  );
  api.route('/breathing-pauses', breathingRoutes({ db, now }));
  api.route('/discipline', disciplineRoutes({ db, now }));
  api.route('/challenge', challengeRoutes({ db, now }));
  api.route('/weekly-review', weeklyReviewRoutes({ db, now }));
  api.route(
    '/public/weekly-review',
    publicWeeklyReviewRoutes({ db, secret: config.authSecret, appUrl: config.appUrl }),
  );
  api.route('/gamification', gamificationRoutes({ db, now }));
  api.route('/ranking', rankingRoutes({ db, now }));
  api.route('/tax', taxRoutes({ db, feed: deps.tradesFeed, cpu: deps.cpuPool, now }));
  api.route(
    '/brokerage-notes',
    brokerageNotesRoutes({
      db,
      now,
      // Off the request thread (ADR 027): a month of notes is ~2 s of pdfjs.
      readNotes: (fileName, bytes, opts) =>
        deps.cpuPool.run('readNotes', { fileName, bytes, password: opts.password }),
      store: blobs,
      quotaBytes: deps.attachmentLimits?.quotaBytes ?? ATTACHMENT_QUOTA_BYTES,
      logger,
    }),
  );
  api.route('/reports', reportRoutes({ db, cpu: deps.cpuPool, now }));
  api.route('/calendar', calendarRoutes({ db, now, trustProxy: config.trustProxy, cpu: deps.cpuPool }));
  if (config.enableTestRoutes)
    api.route('/testing', testingRoutes({ db, auth, clock, now, jobs: deps.jobs }));
  api.all('*', (c) => c.json({ code: 'NOT_FOUND', message: errorMessage('NOT_FOUND') }, 404));
  app.route('/api', api);
  app.get('/.well-known/jwks.json', jwksHandler(auth));

  app.onError(errorHandler(logger));

  if (deps.clientDir) mountClient(app, deps.clientDir, publicConfig(config));
  return app;
}

export type App = ReturnType<typeof createApp>;

export function publicConfig(config: Config): PublicConfig {
  return {
    supportWhatsapp: config.supportWhatsapp,
    instagramUrl: config.instagramUrl,
    googleEnabled: Boolean(config.google),
  };
}
