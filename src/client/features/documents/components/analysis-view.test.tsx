import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StructuredAnalysis } from '../../../../contracts/structured-analysis';
import { renderApp } from '../../../test/render-app';
import { AnalysisView } from './analysis-view';

const analysis: StructuredAnalysis = {
  version: 1,
  documents: ['sick-call.pdf'],
  sections: [
    {
      emoji: '🩺',
      title: 'CONDITIONS FOUND',
      // Text that would read as a heading and a strength line if it were parsed from text.
      lines: [{ kind: 'bullet', text: '**Knee pain** — page 2: "Overall: weak knee"' }],
    },
    {
      emoji: '✅',
      title: 'CLAIM ELEMENT COVERAGE',
      lines: [
        {
          kind: 'status',
          item: 'In-service event',
          status: 'partial',
          detail: 'A sick-call note from 2004.',
        },
      ],
    },
    {
      emoji: '💪',
      title: 'EVIDENCE STRENGTH',
      lines: [{ kind: 'strength', item: 'Overall', strength: 'weak', detail: 'No opinion.' }],
    },
    {
      emoji: '💬',
      title: 'PLAIN-LANGUAGE SUMMARY',
      lines: [{ kind: 'quote', text: 'A sick-call note about knee pain.' }],
    },
  ],
  findings: [
    {
      document: 'sick-call.pdf',
      kind: 'condition',
      label: 'Knee pain',
      quote: { page: 2, text: 'Overall: weak knee' },
    },
  ],
};

describe('AnalysisView', () => {
  it('shows the stored sections line by line, each kind of line as itself', () => {
    renderApp(<AnalysisView analysis={analysis} />);
    const conditions = within(screen.getByRole('region', { name: 'CONDITIONS FOUND' }));
    expect(conditions.getByText('**Knee pain** — page 2: "Overall: weak knee"')).toBeTruthy();
    const coverage = screen.getByRole('region', { name: 'CLAIM ELEMENT COVERAGE' });
    expect(coverage.querySelector('[data-status="partial"]')?.textContent).toBe(
      'In-service event: Partly supported — A sick-call note from 2004.',
    );
    const strength = screen.getByRole('region', { name: 'EVIDENCE STRENGTH' });
    expect(strength.querySelector('[data-strength="weak"]')?.textContent).toContain('Overall:');
    const summary = within(screen.getByRole('region', { name: 'PLAIN-LANGUAGE SUMMARY' }));
    expect(summary.getByText('A sick-call note about knee pain.')).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(4);
  });

  it('marks a Board decision with an icon, never an emoji the system may not draw', () => {
    renderApp(
      <AnalysisView
        analysis={{
          ...analysis,
          sections: [
            {
              emoji: '🏛️',
              title: 'BOARD DECISION',
              lines: [{ kind: 'bullet', text: 'Denied: low back disability' }],
            },
          ],
        }}
      />,
    );
    const board = screen.getByRole('region', { name: 'BOARD DECISION' });
    expect(board.textContent).not.toContain('🏛');
    expect(board.querySelector('svg')).not.toBeNull();
  });
});
