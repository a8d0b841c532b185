import { useMutation } from '@tanstack/react-query';
import type { WitnessAnswersInput, WitnessSent } from '../../../../contracts/witness';
import { api } from '../../../lib/api-client';

export const sendWitnessAnswers = ({
  token,
  answers,
}: {
  token: string;
  answers: WitnessAnswersInput;
}) => api.post<WitnessSent>(`/api/witness/${encodeURIComponent(token)}`, answers);

export const useSendWitnessAnswers = () => useMutation({ mutationFn: sendWitnessAnswers });
