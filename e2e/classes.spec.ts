import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { classesText } from '../src/shared/i18n/classes';
import { classesApi, type MyClassDto } from '../src/shared/schools/classes-contract';
import { schoolWithStudents, sendJson } from './support/schools';
import { expectNoSidewaysScroll } from './support/layout';

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? 'test-results/classes';
const PHONE = { width: 390, height: 844 };
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

test.use({ viewport: PHONE });

test('a school admin runs a class challenge with three students, and the class sees its board', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const tag = Date.now().toString(36);
  const names = ['Ana', 'Bruno', 'Carla'];
  // Set up through the API: the school, its admin, three students who joined by the school's link.
  const cast = await schoolWithStudents(
    { page, browser, request },
    {
      prefix: 'cl',
      tag,
      students: names.map((n, i) => ({
        label: `student-${i}`,
        name: `${n} ${tag}`,
        whatsapp: `1198765433${i}`,
      })),
    },
  );
  const sa = cast.schoolAdmin.page;
  const { school } = cast;
  const students = cast.students.map((s) => s.user);
  const pages = cast.students.map((s) => s.page);

  // The school admin creates the class and invites the three students, in the app.
  await sa.goto(`/school-admin/${school.id}`);
  const section = sa.getByTestId('school-classes');
  await section.getByLabel(classesText.newName).fill('Turma de dezembro');
  await section.getByRole('button', { name: classesText.create }).click();
  await expect(toast(sa, classesText.created)).toBeVisible();
  await section.getByRole('button', { name: classesText.open('Turma de dezembro') }).click();
  const panel = sa.getByTestId('class-panel');
  for (const n of names) {
    await panel.getByLabel(classesText.inviteLabel).selectOption({ label: `${n} ${tag}` });
    await panel.getByRole('button', { name: classesText.invite }).click();
    await expect(panel.getByTestId('class-member').filter({ hasText: `${n} ${tag}` })).toContainText(
      classesText.memberStatus.invited,
    );
  }

  // The first student accepts from Settings → Escola with a nickname, the second from the dashboard's card, the
  // third through the API.
  const [first, second, ...others] = pages as [Page, Page, ...Page[]];
  await first.goto('/profile');
  const invitation = first.getByTestId('class-invitation');
  await expect(invitation).toContainText('Turma de dezembro');
  await first.screenshot({ path: `${SHOTS}/student-invitation-390.png`, fullPage: true });
  await invitation.getByLabel(classesText.nicknameLabel).fill('Águia');
  await invitation.getByRole('button', { name: classesText.accept }).click();
  await expect(toast(first, classesText.accepted)).toBeVisible();
  const mine = (await (await first.request.get(classesApi.mine)).json()) as { classes: MyClassDto[] };
  const classId = mine.classes[0]?.id ?? '';
  await second.goto('/dashboard');
  const card = second.getByTestId('class-invitations-card');
  await expect(card.getByTestId('class-invitation')).toContainText('Turma de dezembro');
  await second.screenshot({ path: `${SHOTS}/dashboard-invitation-390.png`, fullPage: true });
  await card.getByLabel(classesText.nicknameLabel).fill(`${names[1]}`);
  await card.getByRole('button', { name: classesText.accept }).click();
  await expect(toast(second, classesText.accepted)).toBeVisible();
  await expect(card).toHaveCount(0);
  for (const [i, p] of others.entries())
    await sendJson(p, classesApi.accept(classId), { nickname: `${names[i + 2]}` });

  // The school admin starts the challenge today; all three are in it.
  await sa.reload();
  await sa
    .getByTestId('school-classes')
    .getByRole('button', { name: classesText.open('Turma de dezembro') })
    .click();
  await panel.getByRole('button', { name: classesText.start }).click();
  await expect(toast(sa, classesText.started)).toBeVisible();
  const board = panel.getByTestId('class-board');
  await expect(board.getByTestId('board-row')).toHaveCount(3);
  await expect(board).toContainText('Águia');
  await expect(board).not.toContainText(students[0]?.email ?? '@');
  await expect(panel.getByTestId('class-view')).toBeVisible();
  await sa.screenshot({ path: `${SHOTS}/school-class-390.png`, fullPage: true });

  // The student sees the class board under the nickname, with their own row marked.
  await first.reload();
  const myClass = first.getByTestId('my-class');
  await expect(myClass).toContainText(classesText.inChallenge);
  await myClass.getByRole('button', { name: classesText.showBoard }).click();
  const own = myClass.getByTestId('class-board');
  await expect(own.getByTestId('board-row')).toHaveCount(3);
  await expect(own.getByTestId('board-row').filter({ hasText: classesText.you })).toContainText('Águia');
  await expect(own).not.toContainText(`Bruno ${tag}`);
  await first.screenshot({ path: `${SHOTS}/student-board-390.png`, fullPage: true });
  // No page is wider than the phone.
  for (const p of [sa, first]) await expectNoSidewaysScroll(p);
});
