/** The question "Ask Wingman" puts in a new chat for a condition in the case. */
export const whatIsMissingFor = (condition: string) => `What am I missing for ${condition}?`;

/** Three questions to start a chat with, the first about the veteran's own case when it can be. */
export const starterQuestions = (firstConditionWithGaps: string | null): string[] => [
  firstConditionWithGaps
    ? whatIsMissingFor(firstConditionWithGaps)
    : 'What does VA need to grant a disability claim?',
  'Which deadlines apply after a VA decision?',
  'How do I ask someone for a buddy statement?',
];
