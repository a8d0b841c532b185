/** The shapes of content/finder, as the finder's pure functions read them. */

/** A place the law names, and the words a veteran may use for it. */
export interface PlaceDefinition {
  id: string;
  name: string;
  aliases: readonly string[];
  /** Words that name a wider area than the law's place (e.g. "Thailand" for a Thai base). */
  near?: { aliases: readonly string[]; why: string };
}

/** One stretch of places and dates a rule covers. Null dates mean no bound on that side. */
export interface RuleWindow {
  label: string;
  places: readonly string[];
  from: string | null;
  to: string | null;
  citation: string;
  /** What the veteran did there, as the law words it. */
  fact: string;
  /** Days in total (counting the first and last day) the rule needs inside the window. */
  minDays?: number;
  doubt?: string;
}

export interface CoveredCondition {
  name: string;
  diagnosticCode?: string;
  note?: string;
}

/**
 * A date to file before while a rule's own deadline is in doubt (the Gulf War rule: the regulation
 * prints 31 Dec 2026, the statute says at any time), with its source, the doubt and a check date.
 */
export interface FileBefore {
  date: string;
  /** "File, or file an intent to file, before December 31, 2026". */
  title: string;
  advice: string;
  citation: string;
  doubt: string;
  sources: string[];
  checkedOn: string;
}

/** The rule's file-before notice while its date is still ahead of `today` (YYYY-MM-DD), else null. */
export const fileBeforeAhead = (
  rule: { fileBefore?: FileBefore | undefined },
  today: string,
): FileBefore | null => (rule.fileBefore && today < rule.fileBefore.date ? rule.fileBefore : null);

export interface PresumptiveCriteria {
  ruleId: string;
  title: string;
  citation: string;
  checkedOn: string;
  /** places: dates at named places; exposure: what the veteran reports; service-length: days served. */
  test: 'places' | 'exposure' | 'service-length';
  /** The reported exposure this rule is about, if any. */
  exposure: string | null;
  /** Whether reporting the exposure is itself the rule's service requirement (a former POW). */
  exposureMeets: boolean;
  fact?: string;
  windows: readonly RuleWindow[];
  /** service-length rules: days of continuous service needed, and the day service must pass. */
  minDays?: number;
  serviceAfter?: string;
  /** service-length rules: years after discharge a listed disease must show within. */
  windowYears?: number;
  conditions: readonly CoveredCondition[];
  evidenceNeeded: readonly string[];
  vaDecides: string;
  fileBefore?: FileBefore;
}

export interface ConditionNames {
  label: string;
  names: readonly string[];
  diagnosticCodes: readonly string[];
}

export interface SecondaryPair {
  id: string;
  primary: ConditionNames;
  secondary: { name: string; names: readonly string[]; diagnosticCode?: string };
  mechanism: string;
  citation: string;
  needsMedicalOpinion: true;
  contested?: boolean;
  checkedOn: string;
  doubts: readonly string[];
}
