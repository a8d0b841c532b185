import { expect, it } from 'vitest';
import criteria from '../../../../content/finder/presumptive-criteria.json';
import { presumptiveCriteriaContentSchema } from '../../../contracts/finder';
import { placeHazards } from './service-places';

const hazardOf = placeHazards(presumptiveCriteriaContentSchema.parse(criteria));

it.each([
  ['Kuwait', 'gulf-war'],
  ['Camp Arifjan, Kuwait', 'gulf-war'],
  ['Djibouti', 'gulf-war'],
  ['Republic of Vietnam', 'herbicide'],
  ['Korean DMZ', 'herbicide'],
  ['Fort Hood, Texas', null],
  ['Camp Lejeune', null],
])("the 21-526EZ's item 15 lists %s under %s", (place, hazard) => {
  expect(hazardOf(place)).toBe(hazard);
});
