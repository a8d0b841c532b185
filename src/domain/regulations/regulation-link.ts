/**
 * Where a veteran can read the current text of a regulation we cite. Every "check the current
 * rule" note links here, so the wording of that note lives in one place.
 */

const CFR_SECTION = /^38 CFR (\d+)\.(\d+[a-z]?)/;

/** The eCFR page of a 38 CFR section ("38 CFR 4.71a" → its section page); null if not a 38 CFR cite. */
export function ecfrSectionUrl(citation: string): string | null {
  const match = CFR_SECTION.exec(citation.trim());
  if (!match) return null;
  const [, part, section] = match;
  return `https://www.ecfr.gov/current/title-38/chapter-I/part-${part}/section-${part}.${section}`;
}

export interface RuleCheck {
  /** What to check, e.g. "38 CFR 4.71a" or "VA.gov's compensation rates". */
  label: string;
  /** Where the current rule is published; null when there is no single page. */
  url: string | null;
  /** YYYY-MM-DD: the day we last compared our summary with that source. */
  checkedOn: string;
}

/** A citation's rule check: the section's eCFR page when it is one. */
export function regulationCheck(citation: string, checkedOn: string): RuleCheck {
  return { label: citation, url: ecfrSectionUrl(citation), checkedOn };
}
