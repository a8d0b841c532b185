/**
 * Which place of the law a veteran's own words name: "Camp Lejeune, NC" is Camp Lejeune,
 * "Ubon RTAFB" a Thai base, and "Thailand" alone only comes near one.
 */
import type { PlaceDefinition } from './finder-content';

/** Lower case, letters and digits only, single spaces, padded so whole words can be found. */
export const wordsOf = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** Whether `text` holds `name` as whole words ("uae" in "Al Dhafra, UAE", not in "quaestor"). */
export const namesWords = (text: string, name: string) => wordsOf(text).includes(wordsOf(name));

export type PlaceMatch =
  { kind: 'place'; place: PlaceDefinition } | { kind: 'near'; place: PlaceDefinition; why: string };

/** Every place the text names; a place named exactly wins over one it only comes near. */
export function placesNamedBy(text: string, places: readonly PlaceDefinition[]): PlaceMatch[] {
  const exact = places.filter((place) => place.aliases.some((alias) => namesWords(text, alias)));
  if (exact.length) return exact.map((place) => ({ kind: 'place', place }));
  return places.flatMap((place) =>
    place.near?.aliases.some((alias) => namesWords(text, alias))
      ? [{ kind: 'near' as const, place, why: place.near.why }]
      : [],
  );
}
