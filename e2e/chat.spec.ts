import { expect, test } from '@playwright/test';
import { fixturePath } from '../src/server/documents/fixtures/fixture-path';
import { expectAccessible, signUpThroughApi } from './fixtures';

test('a veteran asks Wingman, gets the math, attaches an analysed record, and finds the chat again', async ({
  page,
}) => {
  await signUpThroughApi(page);
  // An analysed record, uploaded on the Documents screen.
  await page.request.patch('/api/auth/user/consent', { data: { documentConsentGiven: true } });
  await page.goto('/documents');
  await page.getByLabel('Choose files to upload').setInputFiles(fixturePath('medical-record.pdf'));
  // Reading and analysing the file takes a few seconds on a busy machine.
  await expect(page.getByRole('article', { name: 'medical-record.pdf' })).toBeVisible({
    timeout: 20_000,
  });

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Welcome' })).toBeVisible();
  await expectAccessible(page);

  const input = page.getByLabel('Message Wingman');
  await input.fill('I have 50% and 30%, what is my combined rating?');
  const reply = page.waitForResponse((response) => response.url().endsWith('/api/chat/message'));
  await input.press('Enter');
  // The answer arrives as a stream of pieces, not in one block.
  const stream = await reply;
  expect(stream.headers()['content-type']).toContain('text/event-stream');
  expect((await stream.text()).match(/^event: token$/gm)?.length).toBeGreaterThan(2);
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem', { name: 'You said' })).toContainText(
    'I have 50% and 30%',
  );
  const answer = conversation.getByRole('listitem', { name: 'Wingman said' }).last();
  await expect(answer).toContainText('70%');
  await expect(answer).toContainText('38 CFR 4.25');
  await expect(input).toHaveValue('');

  // A follow-up is read with the question before it.
  await input.fill('How much does that pay a month?');
  await input.press('Enter');
  const followUp = conversation.getByRole('listitem', { name: 'Wingman said' }).nth(1);
  await expect(followUp).toContainText('Read together with your earlier question');
  await expect(followUp).toContainText('a month');

  // The record goes with the next question, and the answer comes from its analysis.
  await page.getByRole('button', { name: 'Attach documents' }).click();
  const picker = page.getByRole('dialog', { name: 'Attach Documents to Chat' });
  await picker.getByRole('button', { name: /medical-record\.pdf/ }).click();
  await expect(picker.getByText('Selected', { exact: true })).toBeVisible();
  await picker.getByRole('button', { name: 'Attach Documents' }).click();
  await expect(picker).toBeHidden();
  const chips = page.getByRole('list', { name: 'Attached to your next message' });
  await expect(chips).toContainText('medical-record.pdf');
  await input.fill('What is this record missing?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversation.getByRole('listitem', { name: 'Wingman said' }).last()).toContainText(
    /missing|get next/i,
  );
  await expectAccessible(page);

  // The chat is kept: after a reload it is still there, and My Claims opens it.
  await page.reload();
  await expect(conversation.getByRole('listitem', { name: 'You said' }).first()).toContainText(
    'I have 50% and 30%',
  );
  await page.getByRole('button', { name: 'New Chat' }).click();
  await expect(page.getByRole('region', { name: 'Welcome' })).toBeVisible();
  // Opening screens and a blank chat stores nothing: the history holds only the chat asked in.
  await page.goto('/claims');
  await page.goto('/');
  await expect(conversation.getByRole('listitem', { name: 'You said' }).first()).toBeVisible();
  const sessions = (await (await page.request.get('/api/chat/sessions')).json()) as unknown[];
  expect(sessions).toHaveLength(1);
  await page.goto('/claims');
  await page.getByRole('button', { name: /I have 50% and 30%/ }).click();
  await expect(page).toHaveURL('/');
  await expect(conversation.getByRole('listitem', { name: 'You said' }).first()).toContainText(
    'I have 50% and 30%',
  );
});

test('Current Disabilities hands a rating to the chat, and crisis words get the Veterans Crisis Line first', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.request.post('/api/disabilities', {
    data: { name: 'Posttraumatic stress disorder', currentPercentage: 50, diagnosticCode: '9411' },
  });
  await page.goto('/current-disabilities');
  await page.getByRole('button', { name: /Ask a question about Posttraumatic/i }).click();
  await expect(page).toHaveURL('/');
  const chips = page.getByRole('list', { name: 'Attached to your next message' });
  await expect(chips).toContainText('Posttraumatic stress disorder');
  await expect(chips).toContainText('Current VA Rating');

  const input = page.getByLabel('Message Wingman');
  await input.fill('What would the next level need?');
  await input.press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem', { name: 'Wingman said' }).last()).toContainText(
    '70%',
  );

  await input.fill("I don't want to be here anymore");
  await input.press('Enter');
  const reply = conversation.getByRole('listitem', { name: 'Wingman said' }).last();
  await expect(reply).toContainText('988');
  await expect(reply).toContainText('838255');
});

test('a follow-up stays on the chat’s subject, and indirect crisis words get the line first', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/');
  const input = page.getByLabel('Message Wingman');
  const conversation = page.getByRole('list', { name: 'Conversation' });
  const lastReply = () => conversation.getByRole('listitem', { name: 'Wingman said' }).last();

  await input.fill('whats TDIU');
  await input.press('Enter');
  await expect(lastReply()).toContainText('unemployability');
  await input.fill('do i qualify for it?');
  await input.press('Enter');
  await expect(lastReply()).toContainText('About TDIU');
  await expect(lastReply()).toContainText('60%');

  await input.fill('honestly whats the point of any of this');
  await input.press('Enter');
  await expect(lastReply()).toContainText('988');
  await expect(lastReply()).toContainText('838255');
  await expect(lastReply()).not.toContainText('TDIU');
});
