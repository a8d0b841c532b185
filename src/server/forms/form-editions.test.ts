// The edition Wingman names for each form is the one printed on VA's PDF ("VA FORM 21-0966,
// FEB 2023"), not the file's creation date (va-facts.md §14, "Form editions").
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { vaForm } from '../test/va-form-files';
import { loadFormTemplates } from './form-templates';

const forms = [...loadFormTemplates().keys()];

describe('form editions as printed', () => {
  it('21-0966 is the FEB 2023 edition, though its file was created on 17 Apr 2026', () => {
    expect(loadFormTemplates().get('21-0966')?.edition).toBe('FEB 2023');
  });

  describe.each(forms)('VA Form %s', (form) => {
    const { template, describeWithForm, pdf } = vaForm(form);
    describeWithForm('the PDF', () => {
      it('is the file the edition was read from, and prints that edition', async () => {
        const bytes = pdf();
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(template.sha256);
        const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
        // The footer of each page; "SUPERSEDES VA FORM …" names the edition before it.
        const printed = [
          ...text.matchAll(/(?<!SUPERSEDES\s+)VA FORM ([\dA-Z-]+), ([A-Z]{3} \d{4})/gi),
        ]
          .filter(([, number]) => number!.toUpperCase() === form.toUpperCase())
          .map(([, , edition]) => edition!.toUpperCase());
        expect(printed.length).toBeGreaterThan(0);
        expect(new Set(printed)).toEqual(new Set([template.edition]));
      });
    });
  });
});
