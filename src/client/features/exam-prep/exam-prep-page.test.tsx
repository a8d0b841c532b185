import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import sleepApnea from '../../../../content/exam-prep/sleep-apnea.json';
import type { ExamChoices, ExamRecord, PrepSheet } from '../../../contracts/exams';
import { analysisFindings } from '../../../domain/analysis/analysis-findings';
import { analyzeDocument } from '../../../domain/analysis/analyze-document';
import { analysisContent, vaConditions } from '../../../domain/analysis/fixtures/analysis-content';
import { dbqForCondition } from '../../../domain/exam-prep/dbq-match';
import { analysedDocument, prepSheetItems } from '../../../domain/exam-prep/prep-sheet';
import { fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { ExamPrepPage } from './exam-prep-page';

const ok = (body: unknown) => ({ status: 200, body });
const EXAM_ID = '00000000-0000-4000-a000-0000000e0001';

const choices: ExamChoices = {
  exams: [
    { key: 'knee', title: 'Knee and Lower Leg DBQ', form: 'Knee DBQ', revisionDate: '2024-09-03' },
    { key: 'migraine', title: 'Headaches DBQ', form: 'Headaches DBQ', revisionDate: '2024-07-09' },
  ],
  suggestions: [{ name: 'Left knee', dbq: 'knee' }],
};

const sheet: PrepSheet = {
  condition: 'Left knee',
  dbq: {
    key: 'knee',
    title: 'Knee and Lower Leg Conditions Disability Benefits Questionnaire',
    form: 'Knee and Lower Leg DBQ',
    revisionDate: '2024-09-03',
    examiner: 'A VA or contract examiner.',
    measuresMotion: true,
    sources: [{ label: 'VA Knee DBQ', url: 'https://www.benefits.va.gov/compensation/' }],
  },
  items: [
    {
      key: 'flare-ups',
      label: 'Flare-ups: how often, how long',
      detail: 'The examiner should estimate motion during one.',
      recordShows: [{ from: 'journal', entryCount: 1, dates: ['2026-10-02'] }],
    },
    {
      key: 'range-of-motion',
      label: 'How far the knee bends',
      detail: 'Measured in degrees.',
      recordShows: [
        {
          from: 'document',
          document: 'ortho.pdf',
          quote: { page: 2, text: 'Flexion 90 degrees.' },
        },
      ],
    },
    { key: 'imaging', label: 'X-rays or MRI', detail: 'Imaging results.', recordShows: [] },
  ],
  nothingYet: 'Nothing yet',
  vaDecides: 'VA decides the rating.',
  whatToBring: ['A list of your medicines.'],
  badDay: ['Describe your worst days.'],
  copyOfReport: { text: 'You have the right to a copy of your exam report.', sources: [] },
};

const exam: ExamRecord = {
  id: EXAM_ID,
  condition: 'Left knee',
  dbq: 'knee',
  dbqTitle: sheet.dbq.title,
  measuresMotion: true,
  examDate: '2026-12-04',
  afterExam: null,
  reportDocumentId: null,
  createdAt: '2026-11-29T12:00:00.000Z',
  updatedAt: '2026-11-29T12:00:00.000Z',
};

describe('C&P Exam Prep', () => {
  it('opens the deep-linked condition’s sheet with what the record already shows', async () => {
    fakeServer({
      'GET /api/exam-prep/choices': ok(choices),
      'GET /api/exam-prep': ok(sheet),
      'GET /api/exams': ok([]),
    });
    renderApp(<ExamPrepPage />, { path: '/exam-prep?condition=Left%20knee' });

    expect(screen.getByRole('heading', { level: 1, name: 'C&P Exam Prep' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Exam prep: Left knee' })).toBeTruthy();
    expect(screen.getByText(/revised Sep 0?3, 2024/)).toBeTruthy();
    expect(screen.getByText('2 of 3 already in your record')).toBeTruthy();
    expect(screen.getByText(/^Your journal: 1 entry \(Oct 0?2, 2026\)$/)).toBeTruthy();
    expect(screen.getByText('ortho.pdf, page 2: “Flexion 90 degrees.”')).toBeTruthy();
    const imaging = screen.getByText('X-rays or MRI').closest('li')!;
    expect(within(imaging).getByText('Nothing yet')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Your right to a copy of the report' }),
    ).toBeTruthy();
    expect(await screen.findByText(/No exams recorded yet/)).toBeTruthy();
  });

  it('lists the exams there is a sheet for when none fits, and opens the one chosen', async () => {
    fakeServer({
      'GET /api/exam-prep/choices': ok(choices),
      'GET /api/exam-prep': (request) =>
        new URL(request.url).searchParams.get('condition') === 'Knee'
          ? ok({ ...sheet, condition: 'Knee' })
          : { status: 404, body: { message: 'There is no exam sheet for that condition yet.' } },
      'GET /api/exams': ok([]),
    });
    const events = userEvent.setup();
    const { location } = renderApp(<ExamPrepPage />, { path: '/exam-prep?condition=Flat%20feet' });

    expect(await screen.findByText('No exam sheet for “Flat feet” yet')).toBeTruthy();
    await events.click(await screen.findByRole('button', { name: 'Knee' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/exam-prep?condition=Knee'));
    expect(await screen.findByRole('heading', { name: 'Exam prep: Knee' })).toBeTruthy();
  });

  it('records an exam and keeps the veteran’s account of it as they wrote it', async () => {
    let exams: ExamRecord[] = [];
    const server = fakeServer({
      'GET /api/exam-prep/choices': ok(choices),
      'GET /api/exam-prep': ok(sheet),
      'GET /api/exams': () => ok(exams),
      'POST /api/exams': () => {
        exams = [exam];
        return { status: 201, body: exam };
      },
      [`PUT /api/exams/${EXAM_ID}/after-exam`]: async (request) => {
        exams = [{ ...exam, afterExam: await request.clone().json() }];
        return ok({ ...exams[0], safety: { level: 'none' } });
      },
      [`GET /api/exams/${EXAM_ID}/review`]: ok({
        exam,
        report: null,
        journal: { entryCount: 0, levels: [] },
        lanes: [],
        beforeDecision: '',
        lanesSources: [],
        vaDecides: 'VA decides.',
        statementDraft: 'I am writing about my VA examination for Left knee on 2026-12-04.',
      }),
      'GET /api/documents': ok([]),
    });
    const events = userEvent.setup();
    renderApp(<ExamPrepPage />, { path: '/exam-prep?condition=Left%20knee' });

    await events.click(await screen.findByRole('button', { name: 'Record Exam' }));
    expect(
      await screen.findByText(/^Exam date/, { selector: '.mantine-InputWrapper-error' }),
    ).toBeTruthy();
    await events.type(screen.getByLabelText('Exam date for Left knee'), '2026-12-04');
    await events.click(screen.getByRole('button', { name: 'Record Exam' }));
    const posted = server.requests.find((request) => request.method === 'POST')!;
    expect(await posted.clone().json()).toEqual({
      condition: 'Left knee',
      examDate: '2026-12-04',
      reportDocumentId: null,
    });

    await events.click(
      await screen.findByRole('button', {
        name: 'What Happened at the Left knee exam of Dec 04, 2026',
      }),
    );
    const form = within(screen.getByRole('form', { name: 'What happened at the Left knee exam' }));
    await events.type(form.getByLabelText('About how many minutes did the exam take?'), '12');
    const flareUps = form.getByRole('radiogroup', { name: /ask about flare-ups/ });
    await events.click(within(flareUps).getByRole('radio', { name: 'No' }));
    await events.type(form.getByLabelText('What you told the examiner'), 'It gives way on stairs');
    await events.click(form.getByRole('button', { name: 'Save What Happened' }));

    await waitFor(() =>
      expect(server.requests.some((request) => request.url.endsWith('/after-exam'))).toBe(true),
    );
    const put = server.requests.find((request) => request.url.endsWith('/after-exam'))!;
    expect(await put.clone().json()).toEqual({
      minutes: 12,
      goniometerUsed: null,
      repeatedUseTested: null,
      askedAboutFlareUps: 'no',
      reviewedFile: null,
      whatITold: 'It gives way on stairs',
      whatWasMissed: null,
    });
    expect(await screen.findByText('Your account of the exam is saved.')).toBeTruthy();
    expect(await screen.findByLabelText('Your statement')).toBeTruthy();
  });

  it('names each exam’s buttons by condition and date, even two exams for one condition', async () => {
    const secondExam: ExamRecord = {
      ...exam,
      id: '00000000-0000-4000-a000-0000000e0002',
      examDate: '2027-03-09',
    };
    fakeServer({
      'GET /api/exam-prep/choices': ok(choices),
      'GET /api/exam-prep': ok(sheet),
      'GET /api/exams': ok([exam, secondExam]),
    });
    renderApp(<ExamPrepPage />, { path: '/exam-prep?condition=Left%20knee' });

    for (const action of ['What Happened at', 'Report and Gaps for', 'Delete']) {
      const first = await screen.findByRole('button', {
        name: `${action} the Left knee exam of Dec 04, 2026`,
      });
      const second = screen.getByRole('button', {
        name: `${action} the Left knee exam of Mar 09, 2027`,
      });
      expect(first).not.toBe(second);
      expect(first.textContent).toBe(second.textContent);
    }
  });

  it('“Already in your record” lists what a C&P exam states, never its questions, and “Nothing yet” only where nothing does', async () => {
    // A sleep apnea DBQ and a PTSD exam, analysed as uploads are; the sheet made as the server makes it.
    const uploads = {
      'sleep-apnea-dbq.pdf': `SLEEP APNEA DISABILITY BENEFITS QUESTIONNAIRE
SECTION I - DIAGNOSIS
1A. Does the Veteran have or has he or she ever had sleep apnea?
[X] Yes  [ ] No
1B. [X] Obstructive    ICD Code: G47.33
SECTION III - FINDINGS, SIGNS AND SYMPTOMS
3A. [X] Persistent daytime hypersomnolence
SECTION V - DIAGNOSTIC TESTING
5A. Has a sleep study been performed?  [X] Yes  [ ] No
`,
      'ptsd-exam.pdf': `REVIEW POST TRAUMATIC STRESS DISORDER DISABILITY BENEFITS QUESTIONNAIRE
Diagnosis: PTSD (F43.10).
Veteran reports nightmares three nights a week and says he falls asleep at his desk most afternoons.
`,
    };
    const documents = Object.entries(uploads).map(([name, text]) =>
      analysedDocument(
        name,
        analysisFindings(
          name,
          analyzeDocument({
            pages: [{ page: 1, text }],
            conditions: vaConditions,
            content: analysisContent,
            today: '2026-12-07',
          }),
        ),
        (label) => dbqForCondition(label, null, [sleepApnea]) !== undefined,
      ),
    );
    const apneaSheet: PrepSheet = {
      ...sheet,
      condition: 'Sleep apnea',
      dbq: { ...sheet.dbq, key: 'sleep-apnea', title: sleepApnea.title, form: sleepApnea.form },
      items: prepSheetItems(
        sleepApnea.items,
        { documents, journal: [], ratings: [] },
        analysisContent.sentenceRoles,
      ),
    };
    fakeServer({
      'GET /api/exam-prep/choices': ok(choices),
      'GET /api/exam-prep': ok(apneaSheet),
      'GET /api/exams': ok([]),
    });
    renderApp(<ExamPrepPage />, { path: '/exam-prep?condition=Sleep%20apnea' });

    expect(await screen.findByRole('heading', { name: 'Exam prep: Sleep apnea' })).toBeTruthy();
    const daytime = within(screen.getByText('Sleepiness during the day').closest('li')!);
    expect(
      daytime.getByText(
        'sleep-apnea-dbq.pdf, page 1: “3A. [X] Persistent daytime hypersomnolence”',
      ),
    ).toBeTruthy();
    expect(
      daytime.getByText(
        'ptsd-exam.pdf, page 1: “Veteran reports nightmares three nights a week and says he falls asleep at his desk most afternoons.”',
      ),
    ).toBeTruthy();
    expect(daytime.queryByText('Nothing yet')).toBeNull();
    const breathing = within(screen.getByText(/Other effects on breathing/).closest('li')!);
    expect(breathing.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByText(/Does the Veteran have/)).toBeNull();
    expect(screen.queryByText(/Has a sleep study been performed/)).toBeNull();
  });
});
