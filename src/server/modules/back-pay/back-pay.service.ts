import type { BackPayRequest, BackPayResponse } from '../../../contracts/back-pay';
import { backPayLedger } from '../../../domain/ratings/back-pay';
import type { CompensationRatesTable } from '../../../domain/ratings/household-compensation';

export interface BackPayService {
  ledger(request: BackPayRequest): BackPayResponse;
}

/** Back pay from VA's rates tables, read once at start-up and passed in. */
export function createBackPayService({
  rates,
}: {
  rates: readonly CompensationRatesTable[];
}): BackPayService {
  return { ledger: (request) => backPayLedger({ ...request, rates }) };
}
