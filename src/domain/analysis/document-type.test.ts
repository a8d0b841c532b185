import { describe, expect, it } from 'vitest';
import { createScan } from './document-scan';
import { classifyDocument } from './document-type';
import { analysisContent } from './fixtures/analysis-content';

const classify = (text: string) => {
  const pages = [{ page: 1, text }];
  return classifyDocument(createScan(pages, pages), analysisContent.fingerprints);
};

describe('classifyDocument: short documents in their usual layouts', () => {
  it.each([
    {
      type: 'lay-statement',
      text: "I am the veteran's wife and have lived with him since 2013. Since he came back from Iraq I have seen him wake up shouting most nights.\nI certify that the statements above are true and correct to the best of my knowledge.",
    },
    {
      type: 'personal-statement',
      text: 'I served in the Marine Corps from 2003 to 2009. I cannot sleep more than four hours a night since my deployment.\nI certify that the statements above are true and correct to the best of my knowledge.',
    },
    {
      type: 'service-treatment-record',
      text: 'REPORT OF MEDICAL EXAMINATION\nDD Form 2808\nPurpose: separation\nEars: hearing within normal limits.',
    },
    {
      type: 'private-medical-record',
      text: 'Patient: J. Doe   DOB: 01/02/1980\nChief complaint: knee pain\nHistory of present illness: two months of pain.\nAssessment and plan: knee strain, physical therapy.',
    },
    {
      type: 'other',
      text: 'CERTIFICATE OF RELEASE OR DISCHARGE FROM ACTIVE DUTY\nDD Form 214\nCharacter of service: Honorable',
    },
    {
      type: 'lay-statement',
      text: 'Re: Lay statement for my husband\nI have been married to Sam for nine years. What I see now: he paces at night and forgets the stove. I am a teacher, not a medical person.',
    },
    {
      type: 'lay-statement',
      text: "To whom it may concern,\nI have been Dana's direct supervisor since 2020. Dana asked me to write down how the headaches affect her work. I have seen her leave early two days a week.",
    },
    {
      type: 'rating-decision',
      text: ' Rating Decision\n\n        SUBJECT TO COMPENSATION (1.SC)\n 5260  LEFT KNEE STRAIN\n       Service Connected, Incurred\n       10% from 06/01/2019',
    },
    {
      type: 'rating-decision',
      text: 'We completed the Higher-Level Review you requested on VA Form 20-0996.\nA senior reviewer looked at your case again.\n\nWhat We Decided\n 1. Service connection for tinnitus: No change.',
    },
    {
      type: 'rating-decision',
      text: '        SUPPLEMENTAL STATEMENT OF THE CASE\nIssue: service connection for a back disorder.\nAn opinion was obtained; it is less likely than not related to service, with a rationale.',
    },
    {
      type: 'private-medical-record',
      text: 'LOCAL TITLE: PRIMARY CARE NOTE\nDATE OF NOTE: JAN 04, 2024@10:15\nCHIEF COMPLAINT: cough\nPLAN: follow up in a month.',
    },
    { type: 'unrecognised', text: 'Dear neighbour, the fence repair is scheduled for Tuesday.' },
    // A single marker is not enough to name a type.
    { type: 'unrecognised', text: 'Your combined rating is shown on the benefits page.' },
  ])('$type', ({ type, text }) => {
    expect(classify(text).type).toBe(type);
  });

  it('prefers the type with the most evidence when two qualify: a DBQ with an opinion is an exam', () => {
    const text = [
      'Hearing Loss and Tinnitus Disability Benefits Questionnaire',
      'Section I: Diagnosis',
      'Section II: Medical history',
      'Medical opinion: the tinnitus is at least as likely as not caused by service.',
      'Rationale: noise exposure as a gunner.',
      'Examiner signature: A. Audiologist, AuD',
    ].join('\n');
    expect(classify(text).type).toBe('exam');
  });
});
