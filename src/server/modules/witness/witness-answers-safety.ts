import type { SafetyNotice } from '../../../contracts/safety';
import type { WitnessAnswers } from '../../../contracts/witness';
import type { SafetyCheck } from '../../../domain/safety/safety-types';
import { safetyNoticeOf } from '../../safety/safety-notice';

/**
 * The level of what a witness wrote about the veteran, told to the witness when they send it and
 * to the veteran when they read it, so either can reach the Veterans Crisis Line.
 */
export const witnessAnswersSafety = (safety: SafetyCheck, answers: WitnessAnswers): SafetyNotice =>
  safetyNoticeOf(safety, [
    answers.otherRelationship,
    answers.howTheyKnow,
    answers.whatTheySaw,
    answers.whenTheySawIt,
    answers.beforeService,
    answers.afterService,
    answers.anythingElse,
  ]);
