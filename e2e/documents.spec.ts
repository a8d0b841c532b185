import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { fixturePath } from '../src/server/documents/fixtures/fixture-path';
import { expectAccessible, signUpThroughApi } from './fixtures';

const chooseFiles = (page: Page, files: Parameters<Page['setInputFiles']>[1]) =>
  page.getByLabel('Choose files to upload').setInputFiles(files);

const documentAction = async (page: Page, name: string, action: string) => {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

test('a veteran consents, uploads two records, reads what they prove, renames one and removes its file, then deletes it', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'No documents yet' })).toBeVisible();
  await expectAccessible(page);

  // Consent comes first; the files wait for it and then go up together with their progress.
  await chooseFiles(page, [fixturePath('medical-record.pdf'), fixturePath('buddy-statement.docx')]);
  const consent = page.getByRole('dialog', { name: 'Before You Upload' });
  await expect(consent).toContainText('not a HIPAA-covered entity');
  await consent.getByRole('button', { name: 'I Agree and Upload' }).click();
  await expect(consent).toBeHidden();
  const uploads = page.getByRole('region', { name: 'Uploads' });
  for (const name of ['medical-record.pdf', 'buddy-statement.docx']) {
    const bar = uploads.getByRole('progressbar', { name: `Upload of ${name}` });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  }
  await expect(uploads.getByText('Completed')).toHaveCount(2);

  const record = page.getByRole('article', { name: 'medical-record.pdf' });
  await expect(record).toContainText('File Present');
  await expect(record).toContainText('Analysis Available');
  await expect(record.getByTestId('remaining-time')).toHaveText(/\d+h \d+m remaining/);
  await record.getByRole('button', { name: 'Show AI analysis' }).click();
  // One combined analysis of both files: each claim element says which file covers it.
  const coverage = record.getByRole('region', { name: 'CLAIM ELEMENT COVERAGE' });
  await expect(coverage).toContainText(/Current diagnosis/i);
  await expect(record.getByRole('region', { name: 'EVIDENCE STRENGTH' })).toContainText(
    /strong|moderate|weak/i,
  );
  await expectAccessible(page);

  await documentAction(page, 'medical-record.pdf', 'Rename');
  const rename = page.getByRole('dialog', { name: 'Rename Document' });
  await rename.getByLabel('Document name').fill('   ');
  await expect(rename.getByRole('button', { name: 'Save' })).toBeDisabled();
  await rename.getByLabel('Document name').fill('Dr. Lee nexus letter.pdf');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  const renamed = page.getByRole('article', { name: 'Dr. Lee nexus letter.pdf' });
  await expect(renamed).toBeVisible();

  // Removing the file keeps what it proved.
  await documentAction(page, 'Dr. Lee nexus letter.pdf', 'Remove File Content');
  await page
    .getByRole('dialog', { name: 'Remove File Content' })
    .getByRole('button', { name: 'Remove File' })
    .click();
  await expect(
    page.getByText('Document file content deleted. AI analysis preserved.'),
  ).toBeVisible();
  await expect(renamed).toContainText('Removed');
  await expect(renamed).toContainText('Analysis Available');
  await page.getByRole('button', { name: 'Actions for Dr. Lee nexus letter.pdf' }).click();
  await expect(page.getByRole('menuitem', { name: 'Download original' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await documentAction(page, 'Dr. Lee nexus letter.pdf', 'Delete Everything');
  await page
    .getByRole('dialog', { name: 'Delete Everything' })
    .getByRole('button', { name: 'Delete Everything' })
    .click();
  await expect(renamed).toHaveCount(0);
  // Nothing of the removed record stays in the other file's analysis, and its card says why.
  const statement = page.getByRole('article', { name: 'buddy-statement.docx' });
  await expect(statement).toContainText(
    'This analysis was redone from the documents that remain, after a document it included was deleted or had its content or analysis removed.',
  );
  await statement.getByRole('button', { name: 'Show AI analysis' }).click();
  await expect(statement.getByRole('region', { name: 'CLAIM ELEMENT COVERAGE' })).toBeVisible();
  await expect(statement).not.toContainText('medical-record.pdf');
});

test('a decision letter feeds Current Disabilities and My Claims once the veteran confirms', async ({
  page,
}) => {
  await signUpThroughApi(page);
  const consented = await page.request.patch('/api/auth/user/consent', {
    data: { documentConsentGiven: true },
  });
  expect(consented.status()).toBe(200);
  await page.goto('/documents');
  await chooseFiles(page, {
    name: 'decision-letter.txt',
    mimeType: 'text/plain',
    buffer: await readFile('src/domain/analysis/fixtures/rating-decision.txt'),
  });

  const letter = page.getByRole('article', { name: 'decision-letter.txt' });
  await letter.getByRole('button', { name: 'Add to my disabilities and claims' }).click();
  const offer = page.getByRole('dialog', { name: 'Add this decision to your tracker' });
  await expect(offer).toContainText(/posttraumatic stress disorder/i);
  await expect(offer).toContainText('50%');
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'Add selected' }).click();
  await expect(offer).toBeHidden();

  // Tinnitus 10, PTSD 50 and the back at 20 combine to 64, which VA rounds to 60 — as the letter says.
  await page.goto('/current-disabilities');
  await expect(page.getByRole('article', { name: /posttraumatic stress disorder/i })).toContainText(
    '50%',
  );
  await expect(page.getByRole('article', { name: /tinnitus/i })).toContainText('10%');
  await expect(page.getByTestId('combined-rating')).toHaveText('60%');

  await page.goto('/claims');
  await expect(page.getByRole('article', { name: /hearing loss/i })).toContainText('DENIED');

  // Offered again, nothing is added twice.
  await page.goto('/documents');
  await letter.getByRole('button', { name: 'Add to my disabilities and claims' }).click();
  await expect(offer.getByText('Already on Current Disabilities').first()).toBeVisible();
});
