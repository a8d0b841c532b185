import { describe, expect, it } from 'vitest';
import { createDisabilitySchema, updateDisabilitySchema } from './disabilities';
import { toFieldErrors } from './errors';

const problems = (
  schema: typeof createDisabilitySchema | typeof updateDisabilitySchema,
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error);
};

describe('createDisabilitySchema', () => {
  it('trims the name and fills the optional fields with null', () => {
    expect(createDisabilitySchema.parse({ name: ' PTSD ', currentPercentage: 70 })).toEqual({
      name: 'PTSD',
      currentPercentage: 70,
      diagnosticCode: null,
      side: null,
      spineSegment: null,
    });
  });

  it.each([
    [150, 'Rating must be between 0 and 100'],
    [105, 'Rating must be between 0 and 100'],
    [-10, 'Rating must be between 0 and 100'],
    [45, 'Rating must be a multiple of 10'],
    [12.5, 'Rating must be a whole number'],
    ['', 'Required'],
    [null, 'Required'],
    ['70', 'Rating must be a number'],
  ])('refuses a rating of %j: %s', (currentPercentage, message) => {
    expect(problems(createDisabilitySchema, { name: 'Knee', currentPercentage })).toContainEqual({
      path: 'currentPercentage',
      message,
    });
  });
});

describe('updateDisabilitySchema', () => {
  it('takes any one field, checked as on create', () => {
    expect(updateDisabilitySchema.parse({ name: ' Left knee ' })).toEqual({ name: 'Left knee' });
    expect(updateDisabilitySchema.parse({ currentPercentage: 0 })).toEqual({
      currentPercentage: 0,
    });
    expect(updateDisabilitySchema.parse({ side: null, diagnosticCode: null })).toEqual({
      side: null,
      diagnosticCode: null,
    });
  });

  it.each([
    [{}, '', 'Nothing to change'],
    [{ currentPercentage: 150 }, 'currentPercentage', 'Rating must be between 0 and 100'],
    [{ currentPercentage: '' }, 'currentPercentage', 'Required'],
    [{ name: '' }, 'name', 'Disability name is required'],
    [{ name: 'x'.repeat(201) }, 'name', 'Disability name must be at most 200 characters'],
    [{ diagnosticCode: '123' }, 'diagnosticCode', 'A diagnostic code is four digits'],
    [{ side: 'both' }, 'side', 'Side must be left or right'],
  ])('refuses %j', (input, path, message) => {
    expect(problems(updateDisabilitySchema, input)).toContainEqual({ path, message });
  });
});
