import { z } from 'zod';
import { calendarDate } from './case';
import { branchesOfService } from './profile-branches';

/** Bounds that no real service record comes near; they keep one request small. */
export const MAX_SERVICE_PERIODS = 20;
export const MAX_SERVICE_PLACES = 50;
export const MAX_PLACE_LENGTH = 120;

/** Exposures a veteran can report, each the subject of one presumptive rule. */
export const reportedExposures = [
  'burn-pits',
  'herbicides',
  'radiation',
  'camp-lejeune',
  'pow',
] as const;
export type ReportedExposure = (typeof reportedExposures)[number];

export const reportedExposureLabels: Record<ReportedExposure, string> = {
  'burn-pits': 'Burn pits or other airborne hazards',
  herbicides: 'Herbicides (Agent Orange)',
  radiation: 'A radiation-risk activity',
  'camp-lejeune': 'Water at Camp Lejeune',
  pow: 'Held as a prisoner of war',
};

type Branch = (typeof branchesOfService)[number]['value'];
const branchValues = branchesOfService.map(({ value }) => value) as [Branch, ...Branch[]];

const from = calendarDate('From');
/** Left empty (null) for a period still running: "to present". No transforms: responses use it too. */
const to = calendarDate('To').nullable().default(null);

/** A span must not end before it starts; the message names what the span is. */
const inOrder =
  (what: string) => (value: { from: string; to: string | null }, context: z.RefinementCtx) => {
    if (value.to !== null && value.to < value.from) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `${what} cannot end before it starts`,
      });
    }
  };

export const servicePeriodSchema = z
  .object({ branch: z.enum(branchValues, { error: 'Choose a branch of service' }), from, to })
  .superRefine(inOrder('A period of service'));

export const servicePlaceSchema = z
  .object({
    place: z
      .string({ error: 'Place must be text' })
      .trim()
      .min(1, { error: 'Name the country, base or waters' })
      .max(MAX_PLACE_LENGTH, { error: `Place must be at most ${MAX_PLACE_LENGTH} characters` }),
    from,
    to,
  })
  .superRefine(inOrder('A stay'));

export const serviceHistorySchema = z.object({
  periods: z
    .array(servicePeriodSchema)
    .max(MAX_SERVICE_PERIODS, { error: `At most ${MAX_SERVICE_PERIODS} periods of service` })
    .default([]),
  places: z
    .array(servicePlaceSchema)
    .max(MAX_SERVICE_PLACES, { error: `At most ${MAX_SERVICE_PLACES} places` })
    .default([]),
  exposures: z
    .array(z.enum(reportedExposures, { error: 'Choose an exposure from the list' }))
    .refine((values) => new Set(values).size === values.length, {
      error: 'Report each exposure once',
    })
    .default([]),
});

export type ServiceHistory = z.output<typeof serviceHistorySchema>;
export type ServiceHistoryInput = z.input<typeof serviceHistorySchema>;
export type ServicePeriod = ServiceHistory['periods'][number];
export type ServicePlace = ServiceHistory['places'][number];
