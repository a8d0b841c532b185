import { describe, expect, it } from 'vitest';
import criteria from '../../../content/finder/presumptive-criteria.json';
import type { PlaceDefinition } from './finder-content';
import { placesNamedBy } from './place-names';

const places = criteria.places as PlaceDefinition[];
const named = (text: string) =>
  placesNamedBy(text, places).map((match) => `${match.kind}:${match.place.id}`);

describe('places named in a veteran’s own words', () => {
  it.each([
    ['Camp Lejeune, NC', ['place:camp-lejeune']],
    ['MCAS New River', ['place:camp-lejeune']],
    ['Ubon RTAFB', ['place:thailand-base']],
    ['Thailand', ['near:thailand-base']],
    ['Camp Doha, Kuwait', ['place:kuwait']],
    ['Al Dhafra AB, UAE', ['place:uae']],
    ['Seoul, South Korea', ['near:korea-dmz']],
    ['Korean DMZ', ['place:korea-dmz']],
    ['Fort Hood, Texas', []],
    ['Quaestor Hall', []],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });
});
