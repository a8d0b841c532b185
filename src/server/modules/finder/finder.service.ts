import type { CaseSuggestion } from '../../../contracts/case';
import type { FinderCandidate, FinderResponse } from '../../../contracts/finder';
import type { ServiceHistory } from '../../../contracts/service-history';
import type { SidedName } from '../../../domain/conditions/disability-name';
import type { FinderFacts } from '../../../domain/knowledge/finder-answer';
import type { SecondaryPair } from '../../../domain/finder/finder-content';
import { type RatingRules, secondaryCandidates } from '../../../domain/finder/secondary-candidates';
import { unclaimedDiagnoses } from '../../../domain/finder/unclaimed-diagnoses';
import type { FinderContent } from './finder-content';
import { createServiceHistoryCheck } from './service-history-check';

interface Named extends SidedName {
  diagnosticCode?: string | null;
}

export interface FinderDeps {
  content: FinderContent;
  now: () => Date;
  serviceHistoryOf: (userId: string) => Promise<ServiceHistory | null>;
  ratedConditionsOf: (userId: string) => Promise<Named[]>;
  /** My Case's conditions and its suggestions from the veteran's documents. */
  caseOf: (userId: string) => Promise<{ conditions: Named[]; suggestions: CaseSuggestion[] }>;
  /** Which conditions VA rates together, so the finder never suggests a second rating for one. */
  ratingRules: RatingRules;
}

const needsOpinion = 'Needs a medical opinion: this is never presumed (38 CFR 3.310).';

export function createFinderService({
  content,
  now,
  serviceHistoryOf,
  ratedConditionsOf,
  caseOf,
  ratingRules,
}: FinderDeps) {
  const check = createServiceHistoryCheck({ content, now });

  const secondaryOf = (rated: Named[], claimed: Named[]) =>
    secondaryCandidates(
      rated,
      claimed,
      content.pairs.pairs as readonly SecondaryPair[],
      ratingRules,
    );

  function secondary(rated: Named[], claimed: Named[]): FinderCandidate[] {
    return secondaryOf(rated, claimed).map(({ pair, secondaryTo }) => ({
      kind: 'secondary',
      name: pair.secondary.name,
      why: `${pair.secondary.name} often follows ${pair.primary.label}, rated for you as ${secondaryTo}. ${pair.mechanism} ${needsOpinion}`,
      citation: pair.citation,
      checkedOn: pair.checkedOn,
      needsMedicalOpinion: true,
      evidenceNeeded: [...content.pairs.evidenceNeeded],
      vaDecides: content.pairs.vaDecides,
      doubt: pair.doubts[0] ?? null,
      pairId: pair.id,
      secondaryTo,
      mechanism: pair.mechanism,
      contested: pair.contested ?? false,
      addToCase: { name: pair.secondary.name, basis: 'secondary', secondaryTo, origin: 'manual' },
    }));
  }

  const unclaimed = (suggestions: CaseSuggestion[]): FinderCandidate[] =>
    unclaimedDiagnoses(suggestions).map((diagnosis) => ({
      kind: 'unclaimed',
      name: diagnosis.name,
      why: `${diagnosis.where} It is neither rated nor in your case.`,
      citation: null,
      checkedOn: null,
      needsMedicalOpinion: false,
      evidenceNeeded: [
        'The diagnosis (this document may be it)',
        'Something in service: an event, injury or exposure',
        'A link between the two, usually a medical opinion',
      ],
      vaDecides: 'VA decides whether the condition is connected to your service.',
      doubt: null,
      documentId: diagnosis.documentId,
      page: diagnosis.page,
      quote: diagnosis.quote,
      addToCase: {
        name: diagnosis.name,
        basis: 'direct',
        origin: 'document',
        originDocumentId: diagnosis.documentId,
      },
    }));

  /** What both GET /api/finder and the chat read: the saved history, ratings and case. */
  async function savedFacts(userId: string) {
    const [history, rated, myCase] = await Promise.all([
      serviceHistoryOf(userId),
      ratedConditionsOf(userId),
      caseOf(userId),
    ]);
    const presumptive = history ? check(history) : { met: [], nearMisses: [] };
    return { history, rated, myCase, presumptive };
  }

  return {
    check,

    /** The chat's copy of the Finder's result, so both answer from the same check. */
    factsForChat: async (userId: string): Promise<FinderFacts> => {
      const { history, rated, myCase, presumptive } = await savedFacts(userId);
      return {
        serviceHistoryGiven: history !== null,
        met: presumptive.met,
        nearMisses: presumptive.nearMisses,
        secondary: secondaryOf(rated, myCase.conditions).map(({ pair, secondaryTo }) => ({
          name: pair.secondary.name,
          secondaryTo,
          primaryNames: pair.primary.names,
          mechanism: pair.mechanism,
          doubt: pair.doubts[0] ?? null,
        })),
        secondaryEvidence: content.pairs.evidenceNeeded,
      };
    },

    /** GET /api/finder: read only, from the saved profile, ratings, case and documents. */
    candidates: async (userId: string): Promise<FinderResponse> => {
      const { history, rated, myCase, presumptive } = await savedFacts(userId);
      return {
        serviceHistoryGiven: history !== null,
        candidates: [
          ...presumptive.met.map((rule): FinderCandidate => ({
            kind: 'presumptive',
            name: rule.title,
            why: rule.fact,
            citation: rule.citation,
            checkedOn: rule.checkedOn,
            needsMedicalOpinion: false,
            evidenceNeeded: rule.evidenceNeeded,
            vaDecides: rule.vaDecides,
            doubt: rule.doubt,
            rule,
          })),
          ...secondary(rated, myCase.conditions),
          ...unclaimed(myCase.suggestions),
        ],
        nearMisses: presumptive.nearMisses,
      };
    },
  };
}

export type FinderService = ReturnType<typeof createFinderService>;
