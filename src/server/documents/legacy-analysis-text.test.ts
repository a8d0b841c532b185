import { describe, expect, it } from 'vitest';
import type { AnalysisSection } from '../../contracts/structured-analysis';
import { analysisSections } from '../../domain/analysis/analysis-sections';
import { renderAnalysisText } from '../../domain/analysis/analysis-text';
import { analyzeFixture, fixtureNamed } from '../../domain/analysis/fixtures/analyze-fixture';
import { fixtures } from '../../domain/analysis/fixtures/fixture-documents';
import { legacyAnalysisSections } from './legacy-analysis-text';

const sectionsOf = (name: string) => analysisSections(analyzeFixture(fixtureNamed(name)));

describe('legacyAnalysisSections: text stored before structured analyses', () => {
  it.each(fixtures.map((fixture) => fixture.name))('round-trips %s', (name) => {
    const sections = sectionsOf(name);
    const text = renderAnalysisText(sections);
    expect(legacyAnalysisSections(text)).toEqual(sections);
    expect(renderAnalysisText(legacyAnalysisSections(text))).toBe(text);
  });

  it('reads status and strength lines only in their own sections', () => {
    const text = [
      '**✅ CLAIM ELEMENT COVERAGE**',
      '- Nexus: ⚠️ partial — speculative',
      '**💪 EVIDENCE STRENGTH**',
      '- Overall: Moderate — signed statement',
      '**🔍 WHAT IS MISSING**',
      '- Opinion: weak — stays a bullet here',
    ].join('\n');
    expect(legacyAnalysisSections(text)).toEqual<AnalysisSection[]>([
      {
        emoji: '✅',
        title: 'CLAIM ELEMENT COVERAGE',
        lines: [{ kind: 'status', item: 'Nexus', status: 'partial', detail: 'speculative' }],
      },
      {
        emoji: '💪',
        title: 'EVIDENCE STRENGTH',
        lines: [
          { kind: 'strength', item: 'Overall', strength: 'moderate', detail: 'signed statement' },
        ],
      },
      {
        emoji: '🔍',
        title: 'WHAT IS MISSING',
        lines: [{ kind: 'bullet', text: 'Opinion: weak — stays a bullet here' }],
      },
    ]);
  });

  it('reads headings in any letter case', () => {
    expect(legacyAnalysisSections('**✅ Claim Element Coverage**\n- Nexus: ❌ missing')).toEqual([
      {
        emoji: '✅',
        title: 'Claim Element Coverage',
        lines: [{ kind: 'status', item: 'Nexus', status: 'missing', detail: '' }],
      },
    ]);
  });

  it('is lenient with what another engine may write', () => {
    const text =
      'Intro line\n\n**⚖️ RATING DECISION**\n* Granted: tinnitus\n• Denied: asthma\nplain line\n**NOTES**\n>  quoted';
    expect(legacyAnalysisSections(text)).toEqual([
      { emoji: '', title: '', lines: [{ kind: 'bullet', text: 'Intro line' }] },
      {
        emoji: '⚖️',
        title: 'RATING DECISION',
        lines: [
          { kind: 'bullet', text: 'Granted: tinnitus' },
          { kind: 'bullet', text: 'Denied: asthma' },
          { kind: 'bullet', text: 'plain line' },
        ],
      },
      { emoji: '', title: 'NOTES', lines: [{ kind: 'quote', text: ' quoted' }] },
    ]);
  });
});
