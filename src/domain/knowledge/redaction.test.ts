import { describe, expect, it } from 'vitest';
import { redactIdentifiers } from './redaction';

describe('identifiers are replaced before text leaves the machine', () => {
  it.each([
    ['My SSN is 123-45-6789.', 'My SSN is [SSN].'],
    ['social security 123 45 6789', 'social security [SSN]'],
    ['SSN: 123456789', 'SSN: [SSN]'],
    ['Social Security Number 123456789 on the form', 'Social Security Number [SSN] on the form'],
    ['ss# 987-65-4321', 'ss# [SSN]'],
    ['VA file number 12345678', 'VA file number [VA FILE NUMBER]'],
    ['File No.: 123456789', 'File No.: [VA FILE NUMBER]'],
    ['my C-file is C-12345678', 'my C-file is [VA FILE NUMBER]'],
    ['file number 123-45-6789', 'file number [VA FILE NUMBER]'],
    ['claim number: 600123456', 'claim number: [VA FILE NUMBER]'],
    ['DOB: 03/15/1980', 'DOB: [DATE OF BIRTH]'],
    ['I was born on March 15, 1980 in Ohio', 'I was born on [DATE OF BIRTH] in Ohio'],
    ['Date of birth 1980-03-15', 'Date of birth [DATE OF BIRTH]'],
    ['born 15 Mar 1980', 'born [DATE OF BIRTH]'],
    ['call me at (555) 123-4567', 'call me at [PHONE]'],
    ['phone 555-123-4567 or +1 555.987.6543', 'phone [PHONE] or [PHONE]'],
    ['cell: 5551234567', 'cell: [PHONE]'],
    ['write to john.doe+va@example.com please', 'write to [EMAIL] please'],
    ['I live at 1234 Oak Street, Apt 5B, Dayton', 'I live at [ADDRESS], Dayton'],
    ['mail goes to 42 N Maple Ave.', 'mail goes to [ADDRESS]'],
    ['ADDRESS: 77 MAIN ST DAYTON OH', 'ADDRESS: [ADDRESS] DAYTON OH'],
    ['send it to 500 5th Ave', 'send it to [ADDRESS]'],
    ['PO Box 1234, Dayton', '[ADDRESS], Dayton'],
    ['i live at 1234 oak street apt 5 in dayton', 'i live at [ADDRESS] in dayton'],
    ['my address is 42 n maple ave.', 'my address is [ADDRESS]'],
    ['we moved to 9 old mill road last year', 'we moved to [ADDRESS] last year'],
  ])('"%s" → "%s"', (text, expected) => {
    expect(redactIdentifiers(text)).toBe(expected);
  });

  it.each([
    'I have 50% and 30%, what is my combined rating?',
    '70 and 40 and 20 with both knees at 10',
    'my back is rated under diagnostic code 5237 at 20 percent',
    'DC 5260 and DC 8100',
    'Do I file VA Form 21-526EZ or 20-0995?',
    'What does 38 CFR 4.71a say about range of motion?',
    'under 38 CFR 3.105(e) they must propose a reduction first',
    'my decision letter is dated March 3, 2026',
    'the decision of 2026-03-03 denied my knee',
    'decided 03/03/2026, can I still appeal within one year?',
    'Call 988 then press 1, or text 838255',
    'I served from 2004 to 2012 and filed in 2019',
    'Form 10182 goes to the Board within 120 days? No, one year; the Court is 120 days',
    'my intent to file (21-0966) was on 1/15/2026',
    'I have 3 conditions rated at 10 percent each',
    'a rating of 100 for the road ahead',
    'I have 3 more claims in the court',
    'where i live 2 claims are at the board, not the court',
    'My SSN is on my DD-214, is that a problem?',
  ])('"%s" is left as it is', (text) => {
    expect(redactIdentifiers(text)).toBe(text);
  });

  it('finds every identifier in a pasted document', () => {
    const page = [
      'Veteran: JOHN Q DOE   SSN 123-45-6789   VA File Number: 87654321',
      'DOB 07/04/1975   Phone (937) 555-0100   jdoe@example.org',
      'Address: 1600 Veterans Memorial Pkwy, Dayton OH',
      'Rating decision dated 01/10/2026: lumbosacral strain (DC 5237) 20% under 38 CFR 4.71a.',
    ].join('\n');
    const redacted = redactIdentifiers(page);
    for (const identifier of [
      '123-45-6789',
      '87654321',
      '07/04/1975',
      '555-0100',
      'jdoe@',
      '1600',
    ]) {
      expect(redacted).not.toContain(identifier);
    }
    expect(redacted).toContain(
      'Rating decision dated 01/10/2026: lumbosacral strain (DC 5237) 20% under 38 CFR 4.71a.',
    );
  });
});
