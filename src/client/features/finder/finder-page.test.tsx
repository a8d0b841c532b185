// "What else can I claim?": presumptive rules met by the saved service history, conditions that
// often follow a rated one, and diagnoses in the veteran's documents, each addable to My Case.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CaseConditionRequest } from '../../../contracts/case';
import { fakeServer } from '../../test/fake-server';
import { findToast } from '../../test/queries';
import { storedDocument } from '../../test/documents';
import { renderApp } from '../../test/render-app';
import { caseOf, condition } from '../../test/case';
import { FinderPage } from './finder-page';
import { APNEA_QUOTE, NOTE_ID, back, finderOf, gulfWar, hip } from './test-fixtures';

const ok = (body: unknown) => ({ status: 200, body });
const note = storedDocument('treatment-note.txt', { id: NOTE_ID });
const serve = (routes: Parameters<typeof fakeServer>[0]) =>
  fakeServer({
    'GET /api/finder': ok(finderOf()),
    'GET /api/case': ok(caseOf()),
    'GET /api/documents': ok([note]),
    ...routes,
  });

const renderPage = () => renderApp(<FinderPage />, { path: '/finder' });
const group = (name: RegExp) => within(screen.getByRole('region', { name }));
const card = (name: string) => within(screen.getByRole('article', { name }));

describe('What else can I claim?', () => {
  it('shows each presumptive rule with its citation and the fact that met it, and what VA decides', async () => {
    serve({});
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'What else can I claim?' }),
    ).toBeTruthy();
    expect(screen.getByText(/Educational information only/)).toBeTruthy();
    await screen.findByRole('article', { name: /^Gulf War/ });
    const rule = card('Gulf War: undiagnosed and chronic multisymptom illness');
    expect(rule.getByText('38 CFR 3.317; 38 U.S.C. 1117')).toBeTruthy();
    expect(
      rule.getByText(/^Kuwait, 1 Jan 1991 – 30 Jun 1991: inside the Southwest Asia/),
    ).toBeTruthy();
    expect(rule.getByText('Your service meets this rule')).toBeTruthy();
    expect(rule.getByRole('button', { name: 'Add to My Case: Fibromyalgia' })).toBeTruthy();
    expect(rule.getByText(/VA decides whether the illness is undiagnosed/)).toBeTruthy();
    expect(rule.getByText(/deadline the statute has dropped/)).toBeTruthy();
  });

  it('tells a veteran with Southwest Asia service to file, or file an intent to file, before 31 Dec 2026, with the doubt and its sources', async () => {
    serve({});
    renderPage();
    await screen.findByRole('article', { name: /^Gulf War/ });
    const rule = card('Gulf War: undiagnosed and chronic multisymptom illness');
    const notice = within(rule.getByTestId('file-before-notice'));
    expect(
      notice.getByText('File, or file an intent to file, before December 31, 2026'),
    ).toBeTruthy();
    expect(
      notice.getByText(/^File your claim, or at least an intent to file \(VA Form 21-0966\)/),
    ).toBeTruthy();
    expect(
      notice.getByText(/38 U.S.C. 1117\(a\)\(1\) as amended reads "at any time"/),
    ).toBeTruthy();
    expect(notice.getByText(/last checked Dec 07, 2026/)).toBeTruthy();
  });

  it('says nothing of the date once the server no longer sends it (the date has passed)', async () => {
    serve({
      'GET /api/finder': ok({
        ...finderOf(),
        candidates: [{ ...gulfWar, rule: { ...gulfWar.rule, fileBefore: null } }],
      }),
    });
    renderPage();
    await screen.findByRole('article', { name: /^Gulf War/ });
    expect(screen.queryByTestId('file-before-notice')).toBeNull();
  });

  it('marks each secondary pair as needing a medical opinion, and a contested one as such', async () => {
    serve({});
    renderPage();

    const secondary = await screen.findByRole('region', { name: /may follow one you are rated/ });
    const pairs = within(secondary).getAllByRole('article');
    expect(pairs.map((pair) => pair.getAttribute('aria-label'))).toEqual([
      'Hip condition',
      'Low back condition',
    ]);
    for (const pair of pairs) {
      expect(within(pair).getByText('Secondary to Left knee strain')).toBeTruthy();
      expect(within(pair).getByText('Needs a medical opinion (38 CFR 3.310)')).toBeTruthy();
      expect(within(pair).getByText(/^VA decides whether the medical evidence/)).toBeTruthy();
    }
    expect(within(pairs[0]!).queryByText('Contested')).toBeNull();
    expect(within(pairs[1]!).getByText('Contested')).toBeTruthy();
  });

  it('shows an unclaimed diagnosis with its document, page and quote, and links to the document', async () => {
    serve({});
    renderPage();

    const apnea = within(await screen.findByRole('article', { name: 'Obstructive sleep apnea' }));
    expect(apnea.getByText(`“${APNEA_QUOTE}”`)).toBeTruthy();
    expect(await apnea.findByText('treatment-note.txt, page 1')).toBeTruthy();
    expect(
      apnea
        .getByRole('link', { name: 'Open treatment-note.txt on Documents' })
        .getAttribute('href'),
    ).toBe(`/documents#document-${NOTE_ID}`);
  });

  it('folds the near misses and says plainly why each rule was not met', async () => {
    serve({});
    const events = userEvent.setup();
    renderPage();

    const summary = await screen.findByText('Rules your history came close to (1)');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    expect(
      within(details).getByText('Not met: 20 days at Camp Lejeune; the rule needs at least 30.'),
    ).toBeTruthy();
    await events.click(summary);
    expect(details.open).toBe(true);
  });

  it('adds a candidate to My Case with the basis the server gave, then links to its evidence map', async () => {
    const added = condition('Hip condition', {
      basis: 'secondary',
      secondaryTo: 'Left knee strain',
    });
    let onCase = caseOf();
    const server = serve({
      'GET /api/case': () => ok(onCase),
      'POST /api/case/conditions': () => {
        onCase = caseOf({ conditions: [added] });
        return { status: 201, body: added };
      },
    });
    const events = userEvent.setup();
    renderPage();

    const hipCard = within(await screen.findByRole('article', { name: 'Hip condition' }));
    await events.click(
      await hipCard.findByRole('button', { name: 'Add to My Case: Hip condition' }),
    );

    const mapLink = await hipCard.findByRole('link', {
      name: 'See its evidence map: Hip condition on My Case',
    });
    expect(mapLink.getAttribute('href')).toBe(`/case#condition-${added.id}`);
    await waitFor(() => expect(document.activeElement).toBe(mapLink));
    expect(hipCard.getByText('On My Case')).toBeTruthy();
    expect(hipCard.queryByRole('button', { name: /to My Case/ })).toBeNull();
    expect((await findToast()).text).toContain('Hip condition is in your case.');

    const posted = server.requests.filter((request) => request.method === 'POST');
    expect(await Promise.all(posted.map((request) => request.clone().json()))).toEqual<
      CaseConditionRequest[]
    >([hip.addToCase]);
    // The list stays as it was: the candidate is still there, now on My Case.
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('shows a condition already on My Case as such, with no button to add it again', async () => {
    const fibromyalgia = condition('Fibromyalgia', { basis: 'presumptive' });
    serve({ 'GET /api/case': ok(caseOf({ conditions: [fibromyalgia] })) });
    renderPage();

    const rule = within(await screen.findByRole('article', { name: /^Gulf War/ }));
    const link = await rule.findByRole('link', {
      name: 'See its evidence map: Fibromyalgia on My Case',
    });
    expect(link.getAttribute('href')).toBe(`/case#condition-${fibromyalgia.id}`);
    expect(rule.queryByRole('button', { name: 'Add to My Case: Fibromyalgia' })).toBeNull();
    expect(
      rule.getByRole('button', { name: 'Add to My Case: Chronic fatigue syndrome' }),
    ).toBeTruthy();
  });

  it('keeps the button when adding fails, and says why', async () => {
    serve({
      'POST /api/case/conditions': {
        status: 400,
        body: { message: 'Name the service-connected condition it is secondary to' },
      },
    });
    const events = userEvent.setup();
    renderPage();

    const hipCard = within(await screen.findByRole('article', { name: 'Hip condition' }));
    const add = await hipCard.findByRole('button', { name: 'Add to My Case: Hip condition' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    await events.click(add);
    expect((await findToast()).text).toContain(
      'Name the service-connected condition it is secondary to',
    );
    expect(hipCard.getByRole('button', { name: 'Add to My Case: Hip condition' })).toBeTruthy();
  });

  it('sums up each group with a link to it, and folds a long list of covered conditions', async () => {
    const names = Array.from({ length: 10 }, (_, index) => `Listed condition ${index + 1}`);
    const longRule = {
      ...gulfWar,
      rule: {
        ...gulfWar.rule,
        conditions: names.map((name) => ({
          name,
          diagnosticCode: null,
          note: null,
          addToCase: {
            name,
            basis: 'presumptive' as const,
            presumptiveRule: 'gulf-war',
            origin: 'manual' as const,
          },
        })),
      },
    };
    serve({ 'GET /api/finder': ok(finderOf({ candidates: [longRule, hip, back] })) });
    const events = userEvent.setup();
    renderPage();

    const summary = within(await screen.findByRole('navigation', { name: 'What Wingman found' }));
    expect(
      summary.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['1 rule your service meets', '#finder-presumptive'],
      ['2 conditions that may follow a rated one', '#finder-secondary'],
    ]);

    const rule = within(screen.getByRole('article', { name: /^Gulf War/ }));
    expect(rule.getByText('Conditions this rule covers (10)')).toBeTruthy();
    expect(rule.getByText('Listed condition 5')).toBeTruthy();
    expect(rule.queryByText('Listed condition 6')).toBeNull();
    const more = rule.getByRole('button', { name: 'Show all 10 conditions' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await events.click(more);
    expect(rule.getByText('Listed condition 10')).toBeTruthy();
    expect(rule.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('without a service history, explains why and links to the Profile form', async () => {
    serve({
      'GET /api/finder': ok(
        finderOf({ serviceHistoryGiven: false, candidates: [hip], nearMisses: [] }),
      ),
    });
    renderPage();

    await screen.findByRole('heading', { name: 'Add where and when you served' });
    const presumptive = group(/^Presumed from where and when you served/);
    expect(
      presumptive.getByRole('link', { name: 'Add your service history' }).getAttribute('href'),
    ).toBe('/profile#service-history');
    // What does not need the history is still listed.
    expect(screen.getByRole('article', { name: 'Hip condition' })).toBeTruthy();
    expect(group(/^Diagnoses in your records/).getByText(/^None found/)).toBeTruthy();
    expect(screen.queryByText(/came close to/)).toBeNull();
  });

  it('when the list cannot be loaded, says so and tries again on request', async () => {
    let calls = 0;
    serve({
      'GET /api/finder': () =>
        ++calls === 1 ? { status: 500, body: { message: 'x' } } : ok(finderOf()),
    });
    const events = userEvent.setup();
    renderPage();

    expect(await screen.findByText('We could not load what else you may claim')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Hip condition' })).toBeTruthy();
  });
});
