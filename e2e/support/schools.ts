import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminApi } from '../../src/shared/admin/contract';
import { schoolApi, type SchoolDto } from '../../src/shared/schools/contract';
import { appOrigin, createUser, signInByApi, type TestUser } from './users';

/** A page of its own (a new context: its own cookies) signed in as `user`, at the size of `like`. */
export async function signedInPage(browser: Browser, like: Page, user: TestUser): Promise<Page> {
  const context = await browser.newContext({
    viewport: like.viewportSize(),
    baseURL: appOrigin,
    locale: 'pt-BR',
  });
  const page = await context.newPage();
  await signInByApi(page, user);
  return page;
}

/** A JSON request as the page's user, which must succeed; its answer. */
export const sendJson = async (page: Page, path: string, data: unknown, method: 'post' | 'put' = 'post') => {
  const res = await page.request[method](path, { data, headers: { origin: appOrigin } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json() as Promise<unknown>;
};

interface StudentSpec {
  label: string;
  name: string;
  whatsapp: string;
}

export interface Member {
  user: TestUser;
  /** Signed in as the member, in a context of its own. */
  page: Page;
}

export interface SchoolCast<S extends readonly StudentSpec[]> {
  school: SchoolDto;
  schoolAdmin: Member;
  /** One per student asked for, in the same order. */
  students: { -readonly [K in keyof S]: Member };
}

/**
 * A school set up through the API (each step has its own UI test): a platform admin (`page` stays signed in as
 * them) creates it, names its admin Sara, and the students join by the school's link. `prefix` keeps each spec's
 * e-mails and slug apart; `tag` makes them unique per run.
 */
export async function schoolWithStudents<const S extends readonly StudentSpec[]>(
  { page, browser, request }: { page: Page; browser: Browser; request: APIRequestContext },
  {
    prefix,
    tag,
    students,
  }: {
    prefix: string;
    tag: string;
    students: S;
  },
): Promise<SchoolCast<S>> {
  const admin = await createUser(request, `${prefix}-admin`, { role: 'admin', whatsapp: '11987654321' });
  const schoolAdmin = await createUser(request, `${prefix}-schooladmin`, {
    name: `Sara ${tag}`,
    whatsapp: '11987654322',
  });
  const users: TestUser[] = [];
  for (const s of students)
    users.push(await createUser(request, `${prefix}-${s.label}`, { name: s.name, whatsapp: s.whatsapp }));

  await signInByApi(page, admin);
  const { school } = (await sendJson(page, adminApi.schools, {
    name: `Escola ${tag}`,
    slug: `escola-${prefix}-${tag}`,
  })) as { school: SchoolDto };
  await sendJson(page, adminApi.roleSchoolAdmin, {
    userId: schoolAdmin.userId,
    schoolId: school.id,
    granted: true,
  });
  const schoolAdminPage = await signedInPage(browser, page, schoolAdmin);
  const joined: Member[] = [];
  for (const user of users) {
    const p = await signedInPage(browser, page, user);
    await sendJson(p, schoolApi.join, { token: school.inviteCode });
    joined.push({ user, page: p });
  }
  return {
    school,
    schoolAdmin: { user: schoolAdmin, page: schoolAdminPage },
    students: joined as SchoolCast<S>['students'],
  };
}
