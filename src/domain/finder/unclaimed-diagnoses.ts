/**
 * Diagnoses in the veteran's analysed documents that are neither rated nor in the case: My
 * Case's suggestions from documents (case-suggestions.ts already leaves out what is rated or
 * claimed), kept only where a page and quote show them.
 */
export interface DocumentSuggestion {
  name: string;
  origin: string;
  originDocumentId: string | null;
  why: string;
  quote: { page: number; text: string } | null;
}

export interface UnclaimedDiagnosis {
  name: string;
  documentId: string;
  page: number;
  quote: string;
  /** Where it was found, in plain words ("Diagnosed in note.txt, page 1."). */
  where: string;
}

export function unclaimedDiagnoses(
  suggestions: readonly DocumentSuggestion[],
): UnclaimedDiagnosis[] {
  return suggestions.flatMap((suggestion) =>
    suggestion.origin === 'document' && suggestion.originDocumentId && suggestion.quote
      ? [
          {
            name: suggestion.name,
            documentId: suggestion.originDocumentId,
            page: suggestion.quote.page,
            quote: suggestion.quote.text,
            where: suggestion.why,
          },
        ]
      : [],
  );
}
