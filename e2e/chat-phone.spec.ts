import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, signUpThroughApi } from './fixtures';

test.use({ viewport: { width: 375, height: 740 } });

const kuwait1991 = {
  periods: [{ branch: 'army', from: '1989-06-01', to: '1993-05-31' }],
  places: [{ place: 'Kuwait', from: '1991-01-01', to: '1991-06-30' }],
  exposures: [],
};

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
};

async function ask(page: Page, question: string) {
  await page.getByLabel('Message Wingman').fill(question);
  await page.getByLabel('Message Wingman').press('Enter');
  const answer = page.getByRole('listitem', { name: 'Wingman said' }).last();
  // The closing line ends every stored answer: the whole answer is in.
  await expect(answer).toContainText('review your case for free');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  return answer;
}

test('on a phone the answer uses the width, opens at its start, and toasts and the notice keep their place', async ({
  page,
}) => {
  await signUpThroughApi(page);
  const saved = await page.request.put('/api/profile', {
    data: { displayName: 'Sam', serviceHistory: kuwait1991 },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Welcome' })).toBeVisible();

  await ask(page, 'What is an intent to file?');
  const answer = await ask(page, 'am I covered by the PACT Act?');
  await expect(answer).toContainText("Your service history against VA's presumptive rules");

  // The answer column is most of the 375 px, not a narrow strip beside the logo.
  expect((await boxOf(answer)).width).toBeGreaterThanOrEqual(300);

  // After sending, the new question and the start of its answer are in view, under the header,
  // although the answer runs on below the screen.
  const viewport = page.viewportSize()!;
  const question = page.getByRole('listitem', { name: 'You said' }).last();
  const asked = await boxOf(question);
  const answerBox = await boxOf(answer);
  expect(asked.y).toBeGreaterThanOrEqual(0);
  expect(answerBox.y).toBeLessThan(viewport.height / 2);
  expect(answerBox.y + answerBox.height).toBeGreaterThan(viewport.height);
  await expect(
    answer.getByText("Your service history against VA's presumptive rules"),
  ).toBeInViewport();

  // The educational-only notice is said once, under the message box, not in every answer.
  await expect(page.getByText(/Wingman is for education only/)).toHaveCount(1);
  await expect(page.getByText(/Wingman is for education only/)).toBeInViewport();
  await expect(page.getByRole('list', { name: 'Conversation' })).not.toContainText(
    /educational tool|education only/,
  );
  await expectAccessible(page);

  // A toast shows clear of the message box.
  await page.getByRole('button', { name: 'Your Chats' }).click();
  await page
    .getByRole('button', { name: /^Rename / })
    .first()
    .click();
  const rename = page.getByRole('dialog', { name: 'Rename Chat' });
  await rename.getByRole('textbox', { name: 'Chat title' }).fill('Gulf War questions');
  await rename.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Chat renamed successfully.' });
  await expect(toast).toBeVisible();
  const toastBox = await boxOf(toast);
  const composer = await boxOf(page.getByRole('group', { name: 'Your message' }));
  const overlaps =
    toastBox.x < composer.x + composer.width &&
    composer.x < toastBox.x + toastBox.width &&
    toastBox.y < composer.y + composer.height &&
    composer.y < toastBox.y + toastBox.height;
  expect(overlaps).toBe(false);
});
