import { describe, expect, it } from 'vitest';
import { analysisSections } from './analysis-sections';
import { renderAnalysisText, sectionKey } from './analysis-text';
import { analyzeFixture, fixtureNamed } from './fixtures/analyze-fixture';
import { fixtures } from './fixtures/fixture-documents';

const sectionsOf = (name: string) => analysisSections(analyzeFixture(fixtureNamed(name)));

describe('renderAnalysisText: the spec §2 display format', () => {
  const text = renderAnalysisText(sectionsOf('dbq-with-gaps'));

  it('writes emoji-marked bold headings, bullets and a quoted summary', () => {
    expect(
      text.startsWith(
        '**📄 DOCUMENT TYPE**\n- C&P exam or Disability Benefits Questionnaire (DBQ)\n',
      ),
    ).toBe(true);
    for (const heading of [
      '**✅ CLAIM ELEMENT COVERAGE**',
      '**💪 EVIDENCE STRENGTH**',
      '**🔍 WHAT IS MISSING**',
      '**💬 PLAIN-LANGUAGE SUMMARY**',
    ]) {
      expect(text).toContain(`\n\n${heading}\n`);
    }
    expect(text).toMatch(/\n\*\*💬 PLAIN-LANGUAGE SUMMARY\*\*\n> This looks like a C&P exam/);
  });

  it('names the element a secondary claim needs instead of an in-service event', () => {
    const secondary = renderAnalysisText(sectionsOf('secondary-sleep-apnea-opinion'));
    expect(secondary).toContain(
      '\n- Service-connected condition (secondary claim): ✅ supported — This opinion links',
    );
    expect(secondary).not.toContain('In-service event');
  });

  it('writes coverage as "item: mark status" and strength as "item: strength"', () => {
    expect(text).toContain('\n- Current diagnosis: ✅ supported — Diagnosed: Lumbosacral strain.');
    expect(text).toContain('\n- In-service event: ⚠️ partial — ');
    expect(text).toContain(
      '\n- Nexus (link to service): ❌ missing — No medical opinion on a link to service.',
    );
    expect(text).toContain('\n- Overall: weak — Adequacy gap: Unsigned.');
  });
});

describe('the analysis a veteran reads and shares', () => {
  // The markers and scores behind the type are the engine's reasons, not the veteran's reading.
  it.each(fixtures.map((fixture) => fixture.name))('%s: shows no engine internals', (name) => {
    const text = renderAnalysisText(sectionsOf(name));
    expect(text).not.toMatch(/Recogni[sz]ed by|fingerprint|marker points/i);
  });

  it('shows a condition a witness describes as described, never as a diagnosis', () => {
    const text = renderAnalysisText(sectionsOf('witness-statement-knee'));
    expect(text).toMatch(/\n- Described, not diagnosed: knee \(DC 5260, [^)]+\) — /);
    expect(text).not.toMatch(/\n- knee \(DC/);
  });

  it('shows a proposed reduction as not yet decided', () => {
    expect(renderAnalysisText(sectionsOf('proposed-reduction-letter'))).toContain(
      '\n- Proposed reduction, not yet decided: left knee strain from 30% to 10%\n',
    );
  });

  it('names the type alone, or says it was not recognized and what came closest', () => {
    const typeOf = (name: string) =>
      sectionsOf(name)
        .find((section) => section.title === 'DOCUMENT TYPE')!
        .lines.map((line) => (line.kind === 'bullet' ? line.text : ''));
    expect(typeOf('rating-decision')).toEqual(['VA rating decision letter']);
    expect(typeOf('unrecognised-receipt')[0]).toBe(
      'Not recognized: this does not match any document type Wingman knows, so it does not guess.',
    );
  });
});

describe('sectionKey', () => {
  it.each([
    ['PLAIN-LANGUAGE SUMMARY', 'plain-language-summary'],
    ['POSSIBLE, UNCONFIRMED', 'possible-unconfirmed'],
    ['CLAIM ELEMENT COVERAGE', 'claim-element-coverage'],
  ])('sectionKey(%s) = %s', (title, key) => {
    expect(sectionKey(title)).toBe(key);
  });
});
