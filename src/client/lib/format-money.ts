const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount in whole cents as US dollars, e.g. 143502 → "$1,435.02". */
export const formatDollars = (cents: number): string => dollars.format(cents / 100);
