import type {
  BackPayRequest,
  BackPayResponse,
  EffectiveDateQuery,
  EffectiveDateResponse,
} from '../../../contracts/back-pay';
import type { HolidayLookup } from '../../../domain/deadlines/filing-deadline';
import { backPayLedger } from '../../../domain/ratings/back-pay';
import { effectiveDateFrom } from '../../../domain/ratings/effective-date';
import type { CompensationRatesTable } from '../../../domain/ratings/household-compensation';
import type { UnloadedRatesTable } from '../../../domain/ratings/monthly-compensation';

export interface BackPayService {
  ledger(request: BackPayRequest): BackPayResponse;
  effectiveDate(facts: EffectiveDateQuery): EffectiveDateResponse;
}

/** Back pay from VA's rates tables and the federal holidays, read once at start-up and passed in. */
export function createBackPayService({
  rates,
  notLoaded = [],
  holidayOn,
}: {
  rates: readonly CompensationRatesTable[];
  /** Tables in force but not loaded: months they pay are not estimated. */
  notLoaded?: readonly UnloadedRatesTable[];
  holidayOn: HolidayLookup;
}): BackPayService {
  return {
    ledger: (request) => backPayLedger({ ...request, rates, notLoaded }),
    effectiveDate: (facts) => effectiveDateFrom(facts, holidayOn),
  };
}
