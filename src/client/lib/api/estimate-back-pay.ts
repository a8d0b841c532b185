import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BackPayResponse, backPayRequestSchema } from '../../../contracts/back-pay';
import { api } from '../api-client';

export type BackPayInput = z.input<typeof backPayRequestSchema>;

/** The month-by-month ledger for the facts given; nothing is saved. */
export const estimateBackPay = (input: BackPayInput) =>
  api.post<BackPayResponse>('/api/back-pay', input);

export const useEstimateBackPay = () => useMutation({ mutationFn: estimateBackPay });
