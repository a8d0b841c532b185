/** The branches of the U.S. armed forces a veteran can choose, as the profile form lists them. */
export const branchesOfService = [
  { value: 'army', label: 'U.S. Army' },
  { value: 'navy', label: 'U.S. Navy' },
  { value: 'air-force', label: 'U.S. Air Force' },
  { value: 'marines', label: 'U.S. Marine Corps' },
  { value: 'coast-guard', label: 'U.S. Coast Guard' },
  { value: 'space-force', label: 'U.S. Space Force' },
] as const;
