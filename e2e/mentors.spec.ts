import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  feedbackMarkLabels,
  feedbackText,
  journalText,
  mentorsText,
  threadText,
} from '../src/shared/i18n/mentoring';
import { schoolAdminText, sharingLabels } from '../src/shared/i18n/schools';
import { schoolApi } from '../src/shared/schools/contract';
import { mentorFeedbackSubject } from '../src/server/mail/mentoring-templates';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { waitForMail } from './support/mail';
import { seedTrade } from './support/trades';
import { schoolWithStudents, sendJson } from './support/schools';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? 'test-results/mentors';

test('a school admin names a mentor, who comments a shared trade; the student sees it live, answers, and a switch to Resumo hides the journal', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const tag = Date.now().toString(36);
  // Set up through the API: the school, its admin, a mentor-to-be and a student who joined by the school's link.
  const cast = await schoolWithStudents(
    { page, browser, request },
    {
      prefix: 'mt',
      tag,
      students: [
        { label: 'mentor', name: `Marta ${tag}`, whatsapp: '11987654323' },
        { label: 'student', name: `Bruno ${tag}`, whatsapp: '11987654324' },
      ],
    },
  );
  const { school } = cast;
  const sa = cast.schoolAdmin.page;
  const [{ user: mentor, page: mp }, { user: student, page: sp }] = cast.students;
  await sendJson(sp, schoolApi.sharing, { sharing: 'full' }, 'put');
  await seedTrade(sp, {
    date: '2025-03-14',
    time: '10:15',
    notes: 'Rompimento da máxima do dia',
  });

  // The school admin names Marta a mentor from the school's students.
  await sa.goto(`/school-admin/${school.id}`);
  const mentors = sa.getByTestId('school-mentors');
  await expect(mentors.getByText(mentorsText.empty)).toBeVisible();
  await mentors.getByLabel(mentorsText.nameLabel).selectOption(mentor.userId);
  await mentors.getByRole('button', { name: mentorsText.name }).click();
  await expect(toast(sa, mentorsText.named)).toBeVisible();
  await expect(mentors.getByTestId('mentor-row').filter({ hasText: mentor.name })).toBeVisible();
  await expectNoSeriousViolations(sa, [TOASTER]);

  // The student keeps two tabs open: the feedback list, and the dashboard.
  await sp.goto('/feedback');
  await expect(sp.getByText(feedbackText.empty)).toBeVisible();
  const second = await sp.context().newPage();
  await second.goto('/dashboard');

  // The mentor opens the student's journal from the school's page and comments the trade.
  await mp.goto(`/school-admin/${school.id}`);
  const journalLink = mp.getByRole('link', { name: schoolAdminText.journalLabel(student.name) }).first();
  await expect(journalLink).toBeVisible();
  // A mentor reads and comments: the school's page offers no continuation, export or mentors section.
  await expect(mp.getByRole('button', { name: schoolAdminText.continueLabel(student.name) })).toHaveCount(0);
  await expect(mp.getByRole('link', { name: schoolAdminText.exportCsv })).toHaveCount(0);
  await expect(mp.getByTestId('school-mentors')).toHaveCount(0);
  await mp.screenshot({ path: `${SHOTS}/mentor-school-phone.png`, fullPage: true });
  await journalLink.click();
  await expect(mp.getByRole('heading', { name: student.name, level: 1 })).toBeVisible();
  const card = mp.getByTestId('journal-trade').first();
  await expect(card.getByText('Rompimento da máxima do dia')).toBeVisible();
  const form = card.getByRole('form', { name: journalText.commentTrade });
  await form
    .getByRole('textbox', { name: journalText.commentTrade })
    .fill('Boa paciência esperando o rompimento. Mantenha o stop técnico.');
  await form.getByLabel(threadText.markLabel).selectOption('good-process');
  await form.getByRole('button', { name: threadText.send }).click();
  await expect(toast(mp, threadText.sent)).toBeVisible();
  await expect(card.getByTestId('feedback-comment')).toHaveCount(1);
  await mp.screenshot({ path: `${SHOTS}/mentor-journal-phone.png`, fullPage: true });
  await expectNoSeriousViolations(mp, [TOASTER]);

  // Live, in both of the student's tabs: the toast on the dashboard, the thread in the list.
  await expect(toast(second, feedbackText.liveTitle(mentor.name))).toBeVisible();
  const thread = sp.getByTestId('feedback-thread').first();
  await expect(thread.getByText('Boa paciência esperando o rompimento.', { exact: false })).toBeVisible();
  await expect(thread.getByText(feedbackMarkLabels['good-process'])).toBeVisible();
  await waitForMail(request, student.email, mentorFeedbackSubject(mentor.name));

  // The student answers in the same thread.
  await thread.getByLabel(threadText.answer).fill('Obrigado! Vou manter o stop.');
  await thread.getByRole('button', { name: threadText.send }).click();
  await expect(toast(sp, threadText.replied)).toBeVisible();
  await expect(thread.getByTestId('feedback-comment')).toHaveCount(2);
  await sp.screenshot({ path: `${SHOTS}/student-feedback-phone.png`, fullPage: true });
  await expectNoSeriousViolations(sp, [TOASTER]);
  await mp.reload();
  await expect(
    mp.getByTestId('journal-trade').first().getByText('Obrigado! Vou manter o stop.'),
  ).toBeVisible();

  // The student shares only the summary now: the mentor's next request shows no journal.
  await sp.goto('/profile');
  await sp.getByRole('radio', { name: new RegExp(sharingLabels.summary.title) }).check();
  await expect(sp.getByRole('radio', { name: new RegExp(sharingLabels.summary.title) })).toBeChecked();
  await expect(sp.getByTestId('school-rights')).toBeVisible();
  await sp.getByTestId('school-rights').screenshot({ path: `${SHOTS}/student-school-rights-phone.png` });
  await mp.reload();
  await expect(mp.getByTestId('journal-unavailable')).toContainText(journalText.notShared);
  await expect(mp.getByTestId('journal-trade')).toHaveCount(0);
});
