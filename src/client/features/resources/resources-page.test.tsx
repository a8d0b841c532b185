import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import resourcesFile from '../../../../content/help/resources.json';
import { renderApp } from '../../test/render-app';
import { ResourcesPage } from './resources-page';

const renderPage = () => renderApp(<ResourcesPage />, { path: '/resources' });
const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('Resources', () => {
  it('gives the three phone lines as links a phone can dial or text', async () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Resources · Wingman'));
    const lines = within(screen.getByRole('region', { name: 'Phone Lines' }));
    expect(lines.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Veterans Crisis Line',
      'VA benefits hotline',
      'White House VA Hotline',
    ]);
    expect(hrefOf('Dial 988 then press 1, Veterans Crisis Line')).toBe('tel:988');
    expect(hrefOf('Text 838255, Veterans Crisis Line')).toBe('sms:838255');
    expect(
      lines.getByText(/Free, confidential support 24 hours a day, 7 days a week/),
    ).toBeTruthy();
    expect(hrefOf('Call 800-827-1000, VA benefits hotline')).toBe('tel:+18008271000');
    expect(hrefOf('Call 855-948-2311, White House VA Hotline')).toBe('tel:+18559482311');
  });

  it('lists 20 sites in five categories, each opening safely in a new tab', () => {
    renderPage();

    const counts = resourcesFile.categories.map(({ title }) => [
      title,
      within(screen.getByRole('region', { name: title })).getAllByRole('article').length,
    ]);
    expect(counts).toEqual([
      ['Official VA Resources', 4],
      ['Forms & Applications', 4],
      ['Support Organizations', 4],
      ['Tools & Calculators', 4],
      ['Educational Resources', 4],
    ]);
    const visits = screen.getAllByRole('link', { name: /^Visit Resource: / });
    expect(visits).toHaveLength(20);
    for (const visit of visits) {
      expect(visit.getAttribute('target')).toBe('_blank');
      expect(visit.getAttribute('rel')).toBe('noopener noreferrer');
      expect(visit.getAttribute('href')).toMatch(/^https:\/\//);
    }

    const dav = within(screen.getByRole('article', { name: 'Disabled American Veterans (DAV)' }));
    expect(dav.getByText('Nonprofit')).toBeTruthy();
    expect(
      dav
        .getByRole('link', {
          name: 'Visit Resource: Disabled American Veterans (DAV) (opens in a new tab)',
        })
        .getAttribute('href'),
    ).toBe('https://www.dav.org/');
  });

  it('says the sites are not affiliated with Wingman', () => {
    renderPage();
    expect(
      screen.getByText(
        /not affiliated with Wingman, and Wingman is not responsible for their content/,
      ),
    ).toBeTruthy();
  });
});
